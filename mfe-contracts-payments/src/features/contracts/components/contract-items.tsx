import { Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ContractItem } from '@storedesk/shared';
import { CONTRACT_DETAIL_TEXTS as T } from '../contract-texts';
import { VisitLedger } from './visit-ledger';

const C = T.itemColumns;
/** A row grows with its visit list: every cell starts at the top, beside the first line of the ledger. */
const top = () => ({ style: { verticalAlign: 'top' as const } });

/** The services the contract covers, each with its visit ledger (visit-ledger.tsx). */
export function ContractItems({ items }: { items: ContractItem[] }) {
  const columns: ColumnsType<ContractItem> = [
    {
      key: 'service',
      title: C.service,
      onCell: top,
      render: (_, item) =>
        item.product_name ?? <Typography.Text type="secondary">{T.serviceGone}</Typography.Text>,
    },
    { key: 'variant', title: C.variant, onCell: top, render: (_, item) => item.variant_name ?? T.none },
    { key: 'per-visit', title: C.perVisit, align: 'right', onCell: top, render: (_, item) => item.quantity },
    {
      key: 'visits',
      title: C.visits,
      render: (_, item) => <VisitLedger item={item} />,
    },
  ];
  return (
    <Table<ContractItem>
      aria-label={T.items}
      rowKey={(item) => item._id}
      size="small"
      columns={columns}
      dataSource={items}
      pagination={false}
    />
  );
}
