import { useQuery } from '@tanstack/react-query';
import {
  api,
  useErrorToast,
  useSession,
  type ListContractsReply,
  type ListOrdersReply,
  type Operation,
  type PaymentTargetReply,
  getPaymentTargetOperation,
  listContractsOperation,
  listOrdersOperation,
} from '@storedesk/shared';
import { paymentKeys } from './payment-keys';

/** Spec 2 §7: a customer's bookings are fetched 100 at a time from page 1; their contracts likewise. */
const CUSTOMER_ITEMS = { limit: 100, offset: 1 };

/** One list of a customer's items (bookings or contracts) to pay against; off until a customer is chosen. */
function useCustomerItems<Reply extends { data: unknown }>(
  operation: Operation,
  queryKey: readonly unknown[],
  customerId: string | undefined,
) {
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) =>
      api.call<Reply>(operation, { ...CUSTOMER_ITEMS, 'filter.customer_id': customerId }, { signal }),
    enabled: Boolean(customerId),
    select: (reply): Reply['data'] => reply.data,
  });
  useErrorToast(query.error, query.errorUpdatedAt);
  return query;
}

/** The customer's bookings to choose from. */
export function useCustomerBookings(customerId: string | undefined) {
  const storeId = useSession((state) => state.store?._id);
  return useCustomerItems<ListOrdersReply>(
    listOrdersOperation,
    paymentKeys.customerBookings(storeId, customerId ?? ''),
    customerId,
  );
}

/** The customer's contracts to choose from. */
export function useCustomerContracts(customerId: string | undefined) {
  const storeId = useSession((state) => state.store?._id);
  return useCustomerItems<ListContractsReply>(
    listContractsOperation,
    paymentKeys.customerContracts(storeId, customerId ?? ''),
    customerId,
  );
}

/** GET store/payment/target: the booking's or contract's customer and what is still unpaid on it. */
export function usePaymentTarget(ref: { order_id?: string; customer_subscription_id?: string }) {
  const storeId = useSession((state) => state.store?._id);
  const query = useQuery({
    queryKey: paymentKeys.target(storeId, ref),
    queryFn: ({ signal }) => api.call<PaymentTargetReply>(getPaymentTargetOperation, ref, { signal }),
    enabled: Boolean(ref.order_id || ref.customer_subscription_id),
    select: (reply) => reply.data,
    retry: false,
  });
  useErrorToast(query.error, query.errorUpdatedAt);
  return query;
}
