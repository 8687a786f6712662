import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  api,
  updateContractAddressOperation,
  type UpdateContractAddressBody,
  type UpdateContractAddressReply,
} from '@storedesk/shared';
import { contractKeys } from './contract-keys';

/** PUT store/customer_subscription/address (version checked); the contracts refetch after. */
export function useUpdateContractAddress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateContractAddressBody) =>
      api.call<UpdateContractAddressReply>(updateContractAddressOperation, body),
    onSuccess: () => client.invalidateQueries({ queryKey: contractKeys.all }),
  });
}
