import type { ColumnsType } from 'antd/es/table';
import { formatDate, type PaymentListRow } from '@storedesk/shared';
import { PaymentRequestsTable } from '@storedesk/shared/ui';
import { CUSTOMER_DETAIL_TEXTS } from '../customer-detail-texts';

const T = CUSTOMER_DETAIL_TEXTS.payments;

export interface CustomerPaymentsTableProps {
  rows: PaymentListRow[];
  loading: boolean;
  timeZone?: string | null;
  currency?: string | null;
}

/** What a request bills: "Booking #1001" or "Contract #5001". */
export function paymentFor(row: Pick<PaymentListRow, 'order_number' | 'subscription_number'>): string {
  if (row.order_number !== null) return `${T.booking} #${row.order_number}`;
  if (row.subscription_number !== null) return `${T.contract} #${row.subscription_number}`;
  return '';
}

/** One page of the customer's payment requests: the kit's request columns, with what each bills and when it was made. */
export function CustomerPaymentsTable({ rows, loading, timeZone, currency }: CustomerPaymentsTableProps) {
  const contextColumns: ColumnsType<PaymentListRow> = [
    { key: 'for', title: T.columns.for, render: (_, row) => paymentFor(row) },
    { key: 'created', title: T.columns.created, render: (_, row) => formatDate(row.createdAt, timeZone) },
  ];
  return (
    <PaymentRequestsTable<PaymentListRow>
      label={T.title}
      rows={rows}
      loading={loading}
      currency={currency}
      contextColumns={contextColumns}
      emptyText={T.empty}
    />
  );
}
