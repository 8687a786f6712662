import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  api,
  useSession,
  type CreatePushNotificationBody,
  type PushNotificationCreateReply,
  type PushNotificationInput,
} from '@storedesk/shared';
import { pushKeys } from './push-keys';

/** POST store/push_notification {notification_details}; the image was uploaded before (MediaUploadField). */
export function createPush(details: PushNotificationInput): Promise<PushNotificationCreateReply> {
  const body: CreatePushNotificationBody = { notification_details: details };
  return api.post<PushNotificationCreateReply>('store/push_notification', body);
}

export function useCreatePush() {
  const queryClient = useQueryClient();
  const storeId = useSession((state) => state.store?._id);
  return useMutation({
    mutationFn: createPush,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pushKeys.lists(storeId) }),
  });
}
