import { listPaymentMethodsOperation } from '../contracts/all-operations';
import { useQuery } from '@tanstack/react-query';
import type { PaymentMethodList } from '../contracts';
import { useSession } from '../session/session-store';
import { api } from './api-client';

/** The store's payment methods, fetched whole (spec 2 §9: limit 10000), for pickers and for naming a stored code. */
export function usePaymentMethods() {
  const storeId = useSession((state) => state.store?._id);
  return useQuery({
    queryKey: ['payment-methods', storeId] as const,
    queryFn: ({ signal }) =>
      api.call<PaymentMethodList>(listPaymentMethodsOperation, { limit: 10000, offset: 1 }, { signal }),
    select: (reply) => reply.data,
  });
}

/** A stored payment method code as its name ('upi' -> 'UPI'); the code itself while the names load. */
export function usePaymentMethodName(): (code: string) => string {
  const methods = usePaymentMethods();
  return (code) => methods.data?.find((m) => m.code === code)?.name ?? code;
}
