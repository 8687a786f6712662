import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, useSession, type MessageReply, deletePushOperation } from '@storedesk/shared';
import { pushKeys } from './push-keys';

/** DELETE store/push_notification?push_notification_id: a deleted scheduled notification is never sent. */
export function deletePush(id: string): Promise<MessageReply> {
  return api.call<MessageReply>(deletePushOperation, { push_notification_id: id });
}

export function useDeletePush() {
  const queryClient = useQueryClient();
  const storeId = useSession((state) => state.store?._id);
  return useMutation({
    mutationFn: deletePush,
    onSuccess: (_reply, id) => {
      queryClient.removeQueries({ queryKey: pushKeys.detail(storeId, id) });
      return queryClient.invalidateQueries({ queryKey: pushKeys.lists(storeId) });
    },
  });
}
