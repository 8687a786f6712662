import { Progress, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ContractItem } from '@storedesk/shared';
import { CONTRACT_DETAIL_TEXTS as T } from '../contract-texts';

const C = T.itemColumns;

/** The services the contract covers, each with its visits: "N of M visits used" (the visit ledger). */
export function ContractItems({ items }: { items: ContractItem[] }) {
  const columns: ColumnsType<ContractItem> = [
    {
      key: 'service',
      title: C.service,
      render: (_, item) =>
        item.product_name ?? <Typography.Text type="secondary">{T.serviceGone}</Typography.Text>,
    },
    { key: 'variant', title: C.variant, render: (_, item) => item.variant_name ?? T.none },
    { key: 'per-visit', title: C.perVisit, align: 'right', render: (_, item) => item.quantity },
    {
      key: 'visits',
      title: C.visits,
      render: (_, item) => {
        const used = item.total_quantity - item.available_quantity;
        return (
          <div style={{ minWidth: 180 }}>
            <div>{T.visitsUsed(used, item.total_quantity)}</div>
            <Progress
              percent={item.total_quantity ? Math.round((used / item.total_quantity) * 100) : 0}
              showInfo={false}
              size="small"
              aria-hidden
            />
          </div>
        );
      },
    },
  ];
  return (
    <Table<ContractItem>
      aria-label={T.items}
      rowKey={(item) => `${item.product_id}-${item.selected_product_variant_id ?? ''}`}
      size="small"
      columns={columns}
      dataSource={items}
      pagination={false}
    />
  );
}
