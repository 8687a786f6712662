import type { ReactNode } from 'react';
import { Space, type TableProps } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router-dom';
import type { PaymentListRow } from '../../contracts/payments';
import { paymentLinkStatusLabel } from '../../contracts/payments-constants';
import { DATE_FORMAT, parseCalendarDate } from '../../format/dates';
import { formatMoney } from '../../format/money';
import { actionsColumn, ListTable, RowAction, RowActions } from '../row-actions';
import { receivedAmount } from './payment-amounts';
import { PAYMENT_REQUEST_TEXTS as T } from './payment-request-texts';
import { PaymentStatusTag, ReviewTag } from './payment-status-tag';

/** The fields of a request the table shows (GET store/payment/all answers them all). */
export type PaymentRequestRow = Pick<
  PaymentListRow,
  | '_id'
  | 'payment_number'
  | 'amount'
  | 'amount_paid'
  | 'due_date'
  | 'status'
  | 'needs_review'
  | 'link_status'
  | 'is_paid'
>;

export const paymentRequestPath = (id: string) => `/payments/${id}/details`;

/** A calendar day YYYY-MM-DD as DD/MM/YYYY. */
export function formatDueDay(day: string | null | undefined): string {
  const parsed = parseCalendarDate(day?.slice(0, 10), 'YYYY-MM-DD');
  return parsed ? parsed.format(DATE_FORMAT) : '---';
}

export interface PaymentRequestsTableProps<Row extends PaymentRequestRow> {
  rows: Row[];
  loading?: boolean;
  currency?: string | null;
  /** The table's accessible name. */
  label: string;
  /** Columns a list adds after the number, e.g. the customer and what the request bills. */
  contextColumns?: ColumnsType<Row>;
  /** What an empty list says; 'No payment requests' unless the list says whose. */
  emptyText?: ReactNode;
  /** The links' state: the list page to come back to (useListAddress), for a list that keeps its page. */
  linkState?: unknown;
  /** False for a list paged by the kit's pager; antd's pager settings for one paged in the table. */
  pagination?: TableProps<Row>['pagination'];
}

/**
 * Payment requests as every screen lists them, so one request looks the same in the payments list, a booking's
 * details and a customer's details: number (to its details), amount, received, due date, status (with the finance team's
 * Review flag), the payment link's state, paid, and View.
 */
export function PaymentRequestsTable<Row extends PaymentRequestRow>({
  rows,
  loading = false,
  currency,
  label,
  contextColumns = [],
  emptyText = T.empty,
  linkState,
  pagination = false,
}: PaymentRequestsTableProps<Row>) {
  const C = T.columns;
  const columns: ColumnsType<Row> = [
    {
      key: 'number',
      title: C.number,
      render: (_, row) => (
        <Link to={paymentRequestPath(row._id)} state={linkState}>
          #{row.payment_number}
        </Link>
      ),
    },
    ...contextColumns,
    {
      key: 'amount',
      title: C.amount,
      align: 'right',
      render: (_, row) => formatMoney(row.amount, currency),
    },
    {
      key: 'received',
      title: C.received,
      align: 'right',
      render: (_, row) => formatMoney(receivedAmount(row), currency),
    },
    { key: 'due', title: C.dueDate, render: (_, row) => formatDueDay(row.due_date) },
    {
      key: 'status',
      title: C.status,
      render: (_, row) => (
        <Space size={4} wrap>
          <PaymentStatusTag status={row.status} />
          {row.needs_review && <ReviewTag />}
        </Space>
      ),
    },
    { key: 'link', title: C.link, render: (_, row) => paymentLinkStatusLabel(row.link_status) },
    { key: 'paid', title: C.paid, render: (_, row) => (row.is_paid ? T.yes : T.no) },
    actionsColumn<Row>(C.actions, (row) => (
      <RowActions>
        <RowAction
          label={T.view}
          ariaLabel={`${T.view} #${row.payment_number}`}
          to={paymentRequestPath(row._id)}
          linkState={linkState}
        />
      </RowActions>
    )),
  ];
  return (
    <ListTable<Row>
      aria-label={label}
      columns={columns}
      rows={rows}
      loading={loading}
      emptyText={emptyText}
      pagination={pagination}
    />
  );
}
