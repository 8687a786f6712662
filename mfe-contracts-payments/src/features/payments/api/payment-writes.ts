import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  api,
  type CreatePaymentBody,
  type CreatePaymentReply,
  type MessageReply,
  type RetryPaymentLinkReply,
  type UpdatePaymentBody,
  type UpdatePaymentReply,
} from '@storedesk/shared';
import { paymentKeys } from './payment-keys';

function useInvalidateOnSuccess() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: paymentKeys.all });
}

/** POST store/payment. */
export function useCreatePayment() {
  const invalidate = useInvalidateOnSuccess();
  return useMutation({
    mutationFn: (body: CreatePaymentBody) => api.post<CreatePaymentReply>('store/payment', body),
    onSuccess: invalidate,
  });
}

/** PUT store/payment (status, amount, review flag; version checked). */
export function useUpdatePayment() {
  const invalidate = useInvalidateOnSuccess();
  return useMutation({
    mutationFn: (body: UpdatePaymentBody) => api.put<UpdatePaymentReply>('store/payment', body),
    onSuccess: invalidate,
  });
}

/** DELETE store/payment/delete?id. */
export function useDeletePayment() {
  const invalidate = useInvalidateOnSuccess();
  return useMutation({
    mutationFn: (id: string) => api.delete<MessageReply>('store/payment/delete', { id }),
    onSuccess: invalidate,
  });
}

/** POST store/payment/link: another try at the payment link. */
export function useRetryLink() {
  const invalidate = useInvalidateOnSuccess();
  return useMutation({
    mutationFn: (id: string) =>
      api.post<RetryPaymentLinkReply>('store/payment/link', { store_payment_id: id }),
    onSuccess: invalidate,
  });
}
