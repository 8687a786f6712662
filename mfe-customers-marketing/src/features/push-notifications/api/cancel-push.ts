import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  api,
  useSession,
  type CancelPushNotificationBody,
  type MessageReply,
  cancelPushOperation,
} from '@storedesk/shared';
import { pushKeys } from './push-keys';

/** PUT store/push_notification/cancel: only a scheduled, not cancelled notification still ahead (spec 2 §4). */
export function cancelPush(id: string): Promise<MessageReply> {
  const body: CancelPushNotificationBody = { push_notification_id: id };
  return api.call<MessageReply>(cancelPushOperation, body);
}

export function useCancelPush() {
  const queryClient = useQueryClient();
  const storeId = useSession((state) => state.store?._id);
  return useMutation({
    mutationFn: cancelPush,
    onSuccess: (_reply, id) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: pushKeys.detail(storeId, id) }),
        queryClient.invalidateQueries({ queryKey: pushKeys.lists(storeId) }),
      ]),
  });
}
