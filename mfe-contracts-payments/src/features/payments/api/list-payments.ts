import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, useSession, type ListPaymentsReply } from '@storedesk/shared';
import type { PaymentListQuery } from '../filter/payment-filter';
import { paymentKeys } from './payment-keys';

/** GET store/payment/all with the list's query. */
export function usePayments(query: PaymentListQuery) {
  const storeId = useSession((state) => state.store?._id);
  return useQuery({
    queryKey: paymentKeys.list(storeId, query),
    queryFn: ({ signal }) => api.get<ListPaymentsReply>('store/payment/all', query, { signal }),
    placeholderData: keepPreviousData,
  });
}
