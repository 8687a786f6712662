import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  api,
  useSession,
  type MessageReply,
  type SyncOrderBody,
  syncOrderOperation,
} from '@storedesk/shared';
import { orderKeys } from '../../shared/api/order-keys';

/** PUT store/order/sync: pushes the booking to the field-service system (or says none is configured). */
export function syncOrder(body: SyncOrderBody): Promise<MessageReply> {
  return api.call<MessageReply>(syncOrderOperation, body);
}

export function useSyncOrder() {
  const storeId = useSession((state) => state.store?._id);
  const client = useQueryClient();
  return useMutation({
    mutationFn: syncOrder,
    onSettled: () => client.invalidateQueries({ queryKey: orderKeys.lists(storeId) }),
  });
}
