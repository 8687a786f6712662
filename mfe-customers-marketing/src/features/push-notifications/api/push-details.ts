import { useQuery } from '@tanstack/react-query';
import { api, useSession, type PushNotificationDetailsReply, getPushOperation } from '@storedesk/shared';
import { pushKeys } from './push-keys';

/** GET store/push_notification/details: the notification and what the push provider was asked and answered. */
export function getPushDetails(id: string, signal?: AbortSignal): Promise<PushNotificationDetailsReply> {
  return api.call<PushNotificationDetailsReply>(getPushOperation, { push_notification_id: id }, { signal });
}

/** The notification whose details modal is open; nothing is asked while it is closed (null). */
export function usePushDetails(id: string | null) {
  const storeId = useSession((state) => state.store?._id);
  return useQuery({
    queryKey: pushKeys.detail(storeId, id ?? ''),
    queryFn: ({ signal }) => getPushDetails(id as string, signal),
    enabled: id !== null,
  });
}
