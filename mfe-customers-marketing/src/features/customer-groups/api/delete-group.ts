import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, useSession, type MessageReply } from '@storedesk/shared';
import { groupKeys } from './group-keys';

/** DELETE store/customer/group?id. */
export function deleteGroup(id: string): Promise<MessageReply> {
  return api.delete<MessageReply>('store/customer/group', { id });
}

export function useDeleteGroup() {
  const queryClient = useQueryClient();
  const storeId = useSession((state) => state.store?._id);
  return useMutation({
    mutationFn: deleteGroup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupKeys.all(storeId) }),
  });
}
