import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  api,
  createContractOperation,
  type CreateContractBody,
  type CreateContractReply,
} from '@storedesk/shared';
import { contractKeys } from './contract-keys';

/** POST store/customer_subscription: sells a contract, or renews one; the contracts refetch after. */
export function useCreateContract() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateContractBody) => api.call<CreateContractReply>(createContractOperation, body),
    onSuccess: () => client.invalidateQueries({ queryKey: contractKeys.all }),
  });
}
