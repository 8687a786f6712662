import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, useSession, type ListPaymentsReply, listPaymentsOperation } from '@storedesk/shared';
import { customerDetailKeys } from './detail-keys';
import { customerPageQuery } from './customer-lists';

/** GET store/payment/all?filter.customer_id: one page of the customer's payment requests. */
export function listCustomerPayments(customerId: string, page: number, signal?: AbortSignal) {
  return api.call<ListPaymentsReply>(listPaymentsOperation, customerPageQuery(customerId, page), { signal });
}

export function useCustomerPayments(customerId: string, page: number) {
  const storeId = useSession((state) => state.store?._id);
  return useQuery({
    queryKey: customerDetailKeys.payments(storeId, customerId, page),
    queryFn: ({ signal }) => listCustomerPayments(customerId, page, signal),
    placeholderData: keepPreviousData,
  });
}
