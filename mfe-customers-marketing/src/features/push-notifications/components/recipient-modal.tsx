import { Alert, Button, Checkbox, Pagination, Space, Table, Typography } from 'antd';
import { AppModal } from '@storedesk/shared/ui';
import type { ColumnsType } from 'antd/es/table';
import { formatMoney, type CustomerListRow } from '@storedesk/shared';
import { customerName, customerPhone } from '../../shared/components/customer-display';
import { NEW_PUSH_TEXTS } from '../new-push-texts';
import { RECIPIENT_PAGE_SIZE, recipientCount } from '../filter/recipient-criteria';

export interface RecipientModalProps {
  open: boolean;
  rows: CustomerListRow[];
  /** Customers matching the criteria (all pages). */
  total: number;
  page: number;
  onPageChange: (page: number) => void;
  /** Unticked customers, across pages. */
  excluded: ReadonlySet<string>;
  onToggle: (customerId: string, included: boolean) => void;
  loading: boolean;
  failed: boolean;
  currency?: string | null;
  onDone: () => void;
  onCancel: () => void;
}

const T = NEW_PUSH_TEXTS.recipientModal;

/**
 * The customers matching the restrictions, 10 a page (spec 2 §2, §9). Everyone starts ticked; an unticked
 * customer is excluded, and the count is the matched total minus the excluded (spec 2 §4).
 */
export function RecipientModal({
  open,
  rows,
  total,
  page,
  onPageChange,
  excluded,
  onToggle,
  loading,
  failed,
  currency,
  onDone,
  onCancel,
}: RecipientModalProps) {
  const columns: ColumnsType<CustomerListRow> = [
    {
      key: 'select',
      width: 48,
      render: (_, row) => (
        <Checkbox
          checked={!excluded.has(row._id)}
          onChange={(event) => onToggle(row._id, event.target.checked)}
          aria-label={T.select(customerName(row))}
        />
      ),
    },
    { key: 'name', title: T.name, render: (_, row) => customerName(row) },
    { key: 'phone', title: T.phone, render: (_, row) => customerPhone(row) },
    { key: 'email', title: T.email, render: (_, row) => row.email ?? '' },
    { key: 'orders', title: T.orders, align: 'right', render: (_, row) => row.order_count },
    {
      key: 'value',
      title: T.lifetimeValue,
      align: 'right',
      render: (_, row) => formatMoney(row.order_total, currency),
    },
    { key: 'points', title: T.points, align: 'right', render: (_, row) => row.points },
  ];
  return (
    <AppModal
      open={open}
      title={T.title}
      width={860}
      onCancel={onCancel}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onCancel}>
          {T.cancel}
        </Button>,
        <Button key="done" type="primary" onClick={onDone} disabled={failed}>
          {T.done}
        </Button>,
      ]}
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Typography.Text strong>{T.summary(recipientCount(total, [...excluded]), total)}</Typography.Text>
        {failed && <Alert type="error" title={T.failed} showIcon />}
        <Table<CustomerListRow>
          rowKey="_id"
          columns={columns}
          dataSource={rows}
          loading={loading}
          pagination={false}
          size="small"
          scroll={{ x: 'max-content' }}
        />
        <Pagination
          align="end"
          current={page}
          pageSize={RECIPIENT_PAGE_SIZE}
          total={total}
          showSizeChanger={false}
          onChange={onPageChange}
        />
      </Space>
    </AppModal>
  );
}
