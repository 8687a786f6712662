import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, useSession, type ListOrdersReply, listOrdersOperation } from '@storedesk/shared';
import { customerDetailKeys } from './detail-keys';
import { customerPageQuery } from './customer-lists';

/** GET store/order/all?filter.customer_id: one page of the customer's bookings. */
export function listCustomerOrders(customerId: string, page: number, signal?: AbortSignal) {
  return api.call<ListOrdersReply>(listOrdersOperation, customerPageQuery(customerId, page), { signal });
}

export function useCustomerOrders(customerId: string, page: number) {
  const storeId = useSession((state) => state.store?._id);
  return useQuery({
    queryKey: customerDetailKeys.orders(storeId, customerId, page),
    queryFn: ({ signal }) => listCustomerOrders(customerId, page, signal),
    placeholderData: keepPreviousData,
  });
}
