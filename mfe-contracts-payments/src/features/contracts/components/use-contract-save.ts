import { toast, toastServerError, useSubmit, type ContractDetails } from '@storedesk/shared';
import { useStaleSaveOffer } from '@storedesk/shared/ui';
import { useUpdateContract, type ContractChange } from '../api/update-contract';

export interface ContractSaveOptions<V> {
  contract: ContractDetails;
  open: boolean;
  onSaved: () => void;
  /** Fetches the contract again, when a save was refused as stale and the person chose to reload. */
  reload: () => unknown;
  /** The change a modal's values make; it may ask first (and throw SubmitStopped on a no). */
  toChange: (values: V) => ContractChange | Promise<ContractChange>;
}

/**
 * One save of a contract edit modal through the kit's submit: its question (if any) and its request happen once per
 * action, with the version the screen loaded; one toast after and the modal closed; a stale version offers to
 * reload the contract; another refusal is toasted.
 */
export function useContractSave<V>({ contract, open, onSaved, reload, toChange }: ContractSaveOptions<V>) {
  const update = useUpdateContract();
  const offerReload = useStaleSaveOffer();
  return useSubmit(
    async (values: V) =>
      update.mutateAsync({
        customer_subscription: { _id: contract._id, version: contract.version, ...(await toChange(values)) },
      }),
    {
      afterSuccess: 'leave',
      opening: open,
      onSuccess: (reply) => {
        toast.success(reply.title, reply.message);
        onSaved();
      },
      onError: (error) => {
        if (!offerReload(error, reload)) toastServerError(error as Error);
      },
    },
  );
}
