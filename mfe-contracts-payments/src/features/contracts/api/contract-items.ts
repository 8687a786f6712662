import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  addContractItemOperation,
  api,
  deleteContractItemOperation,
  updateContractItemOperation,
  type AddContractItemBody,
  type ContractItemReply,
  type DeleteContractItemQuery,
  type UpdateContractItemBody,
} from '@storedesk/shared';
import { contractKeys } from './contract-keys';

/** POST/PUT/DELETE store/customer_subscription/item (version checked); the contracts refetch after each. */
function useItemMutation<B>(send: (body: B) => Promise<ContractItemReply>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => client.invalidateQueries({ queryKey: contractKeys.all }),
  });
}

export const useAddContractItem = () =>
  useItemMutation((body: AddContractItemBody) => api.call<ContractItemReply>(addContractItemOperation, body));

export const useUpdateContractItem = () =>
  useItemMutation((body: UpdateContractItemBody) =>
    api.call<ContractItemReply>(updateContractItemOperation, body),
  );

export const useDeleteContractItem = () =>
  useItemMutation((query: DeleteContractItemQuery) =>
    api.call<ContractItemReply>(deleteContractItemOperation, { ...query }),
  );
