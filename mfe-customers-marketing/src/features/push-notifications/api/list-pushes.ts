import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, useSession, type PushNotificationList, listPushesOperation } from '@storedesk/shared';
import type { PushListQuery } from '../filter/push-filter';
import { pushKeys } from './push-keys';

/** GET store/push_notification: one page (offset = page from 1), newest first, with the flat filter.* keys. */
export function listPushes(query: PushListQuery, signal?: AbortSignal): Promise<PushNotificationList> {
  return api.call<PushNotificationList>(listPushesOperation, { ...query }, { signal });
}

export function usePushNotifications(query: PushListQuery) {
  const storeId = useSession((state) => state.store?._id);
  return useQuery({
    queryKey: pushKeys.list(storeId, query),
    queryFn: ({ signal }) => listPushes(query, signal),
    // Keeps the old page on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}
