import type { ReactNode } from 'react';
import type { ColumnsType } from 'antd/es/table';
import type { PaymentListRow } from '@storedesk/shared';
import { CellText, PaymentRequestsTable, useListAddress } from '@storedesk/shared/ui';
import { LIST_TEXTS as T } from '../payment-texts';
import { billedLabel, customerLabel } from './payment-display';

export interface PaymentTableProps {
  rows: PaymentListRow[];
  loading: boolean;
  currency?: string | null;
  /** What an empty page says (with filters on: that they are on, and a way to clear them). */
  emptyText?: ReactNode;
}

/** One page of payment requests: the kit's request columns, with the customer and what each request bills. */
export function PaymentTable({ rows, loading, currency, emptyText }: PaymentTableProps) {
  // Each request opens with this page's address, so its Back returns here.
  const back = useListAddress();
  const contextColumns: ColumnsType<PaymentListRow> = [
    {
      key: 'customer',
      title: T.columns.customer,
      render: (_, row) => <CellText maxWidth={200}>{customerLabel(row.customer)}</CellText>,
    },
    { key: 'billed', title: T.columns.billed, render: (_, row) => billedLabel(row) },
  ];
  return (
    <PaymentRequestsTable<PaymentListRow>
      label={T.title}
      rows={rows}
      loading={loading}
      currency={currency}
      contextColumns={contextColumns}
      emptyText={emptyText}
      linkState={back}
    />
  );
}
