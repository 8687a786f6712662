import { Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router-dom';
import {
  CONTRACT_STATUS,
  approvalStatusLabel,
  contractStatus,
  formatMoney,
  type ContractListRow,
  type ContractStatusLabel,
} from '@storedesk/shared';
import { formatCalendarDay } from '../calendar-day';
import { customerDetailUrls } from '../urls';
import { CUSTOMER_DETAIL_TEXTS } from '../customer-detail-texts';

const T = CUSTOMER_DETAIL_TEXTS.contracts;

const STATUS_COLORS: Record<ContractStatusLabel, string> = {
  [CONTRACT_STATUS.active]: 'green',
  [CONTRACT_STATUS.inactive]: 'default',
  [CONTRACT_STATUS.expired]: 'red',
};

export interface CustomerContractsTableProps {
  rows: ContractListRow[];
  loading: boolean;
  /** Today in the store's zone, YYYY-MM-DD: a contract ending on or before it is Expired. */
  today: string;
  currency?: string | null;
}

/** One page of the customer's contracts with their displayed status. */
export function CustomerContractsTable({ rows, loading, today, currency }: CustomerContractsTableProps) {
  const columns: ColumnsType<ContractListRow> = [
    {
      key: 'number',
      title: T.columns.number,
      // Opens the contract's details (the contracts remote, through the host's router).
      render: (_, row) => (
        <Link to={customerDetailUrls.contract(row._id)}>{`#${row.subscription_number}`}</Link>
      ),
    },
    { key: 'name', title: T.columns.name, render: (_, row) => row.subscription_name },
    { key: 'variant', title: T.columns.variant, render: (_, row) => row.variant.name },
    {
      key: 'price',
      title: T.columns.price,
      align: 'right',
      render: (_, row) => formatMoney(row.price, currency),
    },
    { key: 'start', title: T.columns.start, render: (_, row) => formatCalendarDay(row.start_date) },
    { key: 'end', title: T.columns.end, render: (_, row) => formatCalendarDay(row.end_date) },
    { key: 'approval', title: T.columns.approval, render: (_, row) => approvalStatusLabel(row.is_approved) },
    {
      key: 'status',
      title: T.columns.status,
      render: (_, row) => {
        const status = contractStatus(row, today);
        return <Tag color={STATUS_COLORS[status]}>{status}</Tag>;
      },
    },
  ];
  return (
    <Table<ContractListRow>
      rowKey="_id"
      size="small"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={false}
      locale={{ emptyText: T.empty }}
      scroll={{ x: 'max-content' }}
    />
  );
}
