import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  api,
  useSession,
  type CreatePushNotificationBody,
  type PushNotificationCreateReply,
  type PushNotificationInput,
  createPushOperation,
} from '@storedesk/shared';
import { pushKeys } from './push-keys';

/** POST store/push_notification {notification_details}; the image was uploaded before (MediaUploadField). */
export function createPush({
  details,
  key,
}: {
  details: PushNotificationInput;
  /** The submission's key: the same key answers the notification it made first. */
  key: string;
}): Promise<PushNotificationCreateReply> {
  const body: CreatePushNotificationBody = { notification_details: details, idempotency_key: key };
  return api.call<PushNotificationCreateReply>(createPushOperation, body);
}

export function useCreatePush() {
  const queryClient = useQueryClient();
  const storeId = useSession((state) => state.store?._id);
  return useMutation({
    mutationFn: createPush,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pushKeys.lists(storeId) }),
  });
}
