import { PaymentRequestsTable } from '@storedesk/shared/ui';
import type { OrderPaymentsReply } from '../../api/list-order-payments';
import { ORDER_PAYMENTS_PAGE_SIZE } from '../../api/list-order-payments';
import { DETAILS_TEXTS as T } from '../order-details-texts';

/** The booking's payment requests, 10 per page, server paged; each looks as it does in the payments list. */
export function PaymentsSection({
  reply,
  page,
  onPage,
  currency,
}: {
  reply: OrderPaymentsReply;
  page: number;
  onPage: (page: number) => void;
  currency?: string | null;
}) {
  return (
    <PaymentRequestsTable
      label={T.paymentRequests}
      rows={reply.data}
      currency={currency}
      pagination={{
        current: page,
        pageSize: ORDER_PAYMENTS_PAGE_SIZE,
        total: reply.total,
        showSizeChanger: false,
        onChange: onPage,
      }}
    />
  );
}
