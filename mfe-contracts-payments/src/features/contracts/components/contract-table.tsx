import type { ReactNode } from 'react';
import { Flex, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import {
  CONTRACT_STATUS,
  approvalStatusLabel,
  contractStatus,
  formatMoney,
  type ContractListRow,
  type ContractStatusLabel,
} from '@storedesk/shared';
import { CellText, calendarDay, useListAddress } from '@storedesk/shared/ui';
import { CONTRACT_LIST_TEXTS as T } from '../contract-texts';
import { contractUrls } from '../urls';

const C = T.columns;

export const CONTRACT_STATUS_COLORS: Record<ContractStatusLabel, string> = {
  [CONTRACT_STATUS.active]: 'green',
  [CONTRACT_STATUS.inactive]: 'default',
  [CONTRACT_STATUS.expired]: 'red',
};

export const APPROVAL_COLORS: Record<string, string> = {
  APPROVED: 'green',
  PENDING_APPROVAL: 'gold',
  ON_HOLD: 'orange',
  REJECTED: 'red',
  CANCELLED: 'default',
};

export interface ContractTableProps {
  rows: ContractListRow[];
  loading: boolean;
  /** Today in the store's zone, YYYY-MM-DD: a contract ending on or before it is Expired. */
  today: string;
  currency?: string | null;
  emptyText?: ReactNode;
}

const customerName = (row: ContractListRow) => `${row.customer.first_name} ${row.customer.last_name}`.trim();

/** One page of contracts: number (opens the details), customer, plan, dates, price, paid, and status with approval. */
export function ContractTable({ rows, loading, today, currency, emptyText }: ContractTableProps) {
  // Each contract opens with this page's address, so its Back returns here.
  const back = useListAddress();
  const columns: ColumnsType<ContractListRow> = [
    {
      key: 'number',
      title: C.number,
      render: (_, row) => (
        <CellText
          maxWidth={120}
          to={contractUrls.details(row._id)}
          linkState={back}
        >{`#${row.subscription_number}`}</CellText>
      ),
    },
    {
      key: 'customer',
      title: C.customer,
      render: (_, row) => <CellText maxWidth={180}>{customerName(row)}</CellText>,
    },
    {
      key: 'plan',
      title: C.plan,
      render: (_, row) => (
        <CellText maxWidth={220} lines={2}>{`${row.subscription_name} · ${row.variant.name}`}</CellText>
      ),
    },
    {
      key: 'period',
      title: C.period,
      render: (_, row) => T.months(row.variant.billing_period.billing_period_id.value),
    },
    { key: 'start', title: C.start, render: (_, row) => calendarDay(row.start_date) },
    { key: 'end', title: C.end, render: (_, row) => calendarDay(row.end_date) },
    { key: 'price', title: C.price, align: 'right', render: (_, row) => formatMoney(row.price, currency) },
    { key: 'paid', title: C.paid, render: (_, row) => (row.is_paid ? T.yes : T.no) },
    {
      key: 'status',
      title: C.status,
      render: (_, row) => {
        const status = contractStatus(row, today);
        return (
          <Flex gap={4} wrap>
            <Tag color={CONTRACT_STATUS_COLORS[status]}>{status}</Tag>
            <Tag color={APPROVAL_COLORS[row.is_approved]}>{approvalStatusLabel(row.is_approved)}</Tag>
          </Flex>
        );
      },
    },
  ];
  return (
    <Table<ContractListRow>
      aria-label={T.title}
      rowKey="_id"
      size="small"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={false}
      locale={emptyText ? { emptyText } : undefined}
      scroll={{ x: 'max-content' }}
    />
  );
}
