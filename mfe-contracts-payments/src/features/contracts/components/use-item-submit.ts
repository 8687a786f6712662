import { SubmitStopped, toast, toastServerError, useSubmit, type ContractItemReply } from '@storedesk/shared';
import { useConfirm, useStaleSaveOffer } from '@storedesk/shared/ui';

export interface ItemSubmitOptions<V> {
  /** The spec's question, asked before anything is sent. */
  question: string;
  send: (values: V) => Promise<ContractItemReply>;
  /** A new value starts a new submission (the modal's open, or the item's id). */
  opening: unknown;
  onDone?: () => void;
  reload: () => unknown;
}

/**
 * One service item edit through the kit: the question, then one request per action (busy until the answer), then
 * the server's toast; a stale version offers to reload, another refusal shows the server's words.
 */
export function useItemSubmit<V>({ question, send, opening, onDone, reload }: ItemSubmitOptions<V>) {
  const confirm = useConfirm();
  const offerReload = useStaleSaveOffer();
  return useSubmit(
    async (values: V) => {
      if (!(await confirm({ title: question }))) throw new SubmitStopped();
      return send(values);
    },
    {
      afterSuccess: 'stay',
      opening,
      onSuccess: (reply) => {
        toast.success(reply.title, reply.message);
        onDone?.();
      },
      onError: (error) => {
        if (!offerReload(error, reload)) toastServerError(error as Error);
      },
    },
  );
}
