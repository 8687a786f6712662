import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  api,
  type CreatePaymentBody,
  type CreatePaymentReply,
  type MessageReply,
  type RetryPaymentLinkReply,
  type UpdatePaymentBody,
  type UpdatePaymentReply,
  createPaymentOperation,
  deletePaymentOperation,
  retryPaymentLinkOperation,
  updatePaymentOperation,
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
    mutationFn: (body: CreatePaymentBody) => api.call<CreatePaymentReply>(createPaymentOperation, body),
    onSuccess: invalidate,
  });
}

/** PUT store/payment (status, amount, review flag; version checked). */
export function useUpdatePayment() {
  const invalidate = useInvalidateOnSuccess();
  return useMutation({
    mutationFn: (body: UpdatePaymentBody) => api.call<UpdatePaymentReply>(updatePaymentOperation, body),
    onSuccess: invalidate,
  });
}

/** DELETE store/payment/delete?id. */
export function useDeletePayment() {
  const invalidate = useInvalidateOnSuccess();
  return useMutation({
    mutationFn: (id: string) => api.call<MessageReply>(deletePaymentOperation, { id }),
    onSuccess: invalidate,
  });
}

/** POST store/payment/link: another try at the payment link. */
export function useRetryLink() {
  const invalidate = useInvalidateOnSuccess();
  return useMutation({
    mutationFn: (id: string) =>
      api.call<RetryPaymentLinkReply>(retryPaymentLinkOperation, { store_payment_id: id }),
    onSuccess: invalidate,
  });
}
