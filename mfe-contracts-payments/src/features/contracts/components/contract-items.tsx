import { Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ContractDetails, ContractItem } from '@storedesk/shared';
import { CONTRACT_DETAIL_TEXTS as T } from '../contract-texts';
import { CONTRACT_ITEM_TEXTS as I } from '../item-texts';
import { ItemRowActions } from './item-row-actions';
import { VisitLedger } from './visit-ledger';

const C = T.itemColumns;
/** A row grows with its visit list: every cell starts at the top, beside the first line of the ledger. */
const top = () => ({ style: { verticalAlign: 'top' as const } });

/** What a person who may edit the items (ADMIN) gets: Edit and Delete per item. */
export interface ItemEditing {
  contract: ContractDetails;
  onReload: () => unknown;
}

/** The services the contract covers, each with its visit ledger (visit-ledger.tsx). */
export function ContractItems({ items, editing }: { items: ContractItem[]; editing?: ItemEditing }) {
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
  if (editing)
    columns.push({
      key: 'actions',
      title: I.actions,
      onCell: top,
      render: (_, item) => (
        <ItemRowActions contract={editing.contract} item={item} onReload={editing.onReload} />
      ),
    });
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
