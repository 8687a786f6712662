import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, useSession, type ListPaymentsReply, listPaymentsOperation } from '@storedesk/shared';
import type { PaymentListQuery } from '../filter/payment-filter';
import { paymentKeys } from './payment-keys';

/** GET store/payment/all with the list's query. */
export function usePayments(query: PaymentListQuery) {
  const storeId = useSession((state) => state.store?._id);
  return useQuery({
    queryKey: paymentKeys.list(storeId, query),
    queryFn: ({ signal }) => api.call<ListPaymentsReply>(listPaymentsOperation, query, { signal }),
    placeholderData: keepPreviousData,
  });
}
