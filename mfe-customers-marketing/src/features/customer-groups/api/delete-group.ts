import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, useSession, type MessageReply, deleteCustomerGroupOperation } from '@storedesk/shared';
import { groupKeys } from './group-keys';

/** DELETE store/customer/group?id. */
export function deleteGroup(id: string): Promise<MessageReply> {
  return api.call<MessageReply>(deleteCustomerGroupOperation, { id });
}

export function useDeleteGroup() {
  const queryClient = useQueryClient();
  const storeId = useSession((state) => state.store?._id);
  return useMutation({
    mutationFn: deleteGroup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupKeys.all(storeId) }),
  });
}
