import { useQuery } from '@tanstack/react-query';
import { api, useSession, type PaymentDetailsReply, getPaymentOperation } from '@storedesk/shared';
import { paymentKeys } from './payment-keys';

/** GET store/payment/details?store_payment_id. */
export function usePaymentDetails(id: string) {
  const storeId = useSession((state) => state.store?._id);
  return useQuery({
    queryKey: paymentKeys.detail(storeId, id),
    queryFn: ({ signal }) =>
      api.call<PaymentDetailsReply>(getPaymentOperation, { store_payment_id: id }, { signal }),
    select: (reply) => reply.data,
    retry: false,
  });
}
