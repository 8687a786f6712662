import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  api,
  updateContractOperation,
  type UpdateContractBody,
  type UpdateContractReply,
} from '@storedesk/shared';
import { contractKeys } from './contract-keys';

export type ContractChange = Omit<UpdateContractBody['customer_subscription'], '_id' | 'version'>;

/** PUT store/customer_subscription (summary, approval or payment; version checked); the contracts refetch after. */
export function useUpdateContract() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateContractBody) => api.call<UpdateContractReply>(updateContractOperation, body),
    onSuccess: () => client.invalidateQueries({ queryKey: contractKeys.all }),
  });
}
