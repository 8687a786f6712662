import { useQuery } from '@tanstack/react-query';
import { api, useSession, type ListPaymentsReply, listPaymentsOperation } from '@storedesk/shared';
import { orderKeys } from '../../shared/api/order-keys';

/** The booking's payment requests: GET store/payment/all (the payments area's call) filtered to it. */
export type OrderPaymentsReply = ListPaymentsReply;
export const ORDER_PAYMENTS_PAGE_SIZE = 10;

export function useOrderPayments(orderId: string, page: number, enabled: boolean) {
  const storeId = useSession((state) => state.store?._id);
  return useQuery({
    queryKey: orderKeys.payments(storeId, orderId, page),
    queryFn: ({ signal }) =>
      api.call<OrderPaymentsReply>(
        listPaymentsOperation,
        { limit: ORDER_PAYMENTS_PAGE_SIZE, offset: page, 'filter.order_id': orderId },
        { signal },
      ),
    enabled,
    // A missing payments API is not an error of this screen: the section simply stays hidden.
    retry: false,
  });
}
