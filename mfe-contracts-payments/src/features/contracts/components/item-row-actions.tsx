import { useState } from 'react';
import { Button, Space } from 'antd';
import type { ContractDetails, ContractItem } from '@storedesk/shared';
import { useDeleteContractItem } from '../api/contract-items';
import { CONTRACT_ITEM_TEXTS as T } from '../item-texts';
import { EditItemModal } from './edit-item-modal';
import { useItemSubmit } from './use-item-submit';

/** A service item's Edit and Delete (ADMIN): delete asks 'Are you sure you want to delete the service items?'. */
export function ItemRowActions({
  contract,
  item,
  onReload,
}: {
  contract: ContractDetails;
  item: ContractItem;
  onReload: () => unknown;
}) {
  const [editing, setEditing] = useState(false);
  const remove = useDeleteContractItem();
  const submit = useItemSubmit<void>({
    question: T.confirmDelete,
    opening: item._id,
    reload: onReload,
    send: () =>
      remove.mutateAsync({
        customer_subscription_id: contract._id,
        version: contract.version,
        _id: item._id,
      }),
  });
  const label = item.product_name ?? '';
  return (
    <Space size="small">
      <Button size="small" aria-label={`${T.edit} ${label}`} onClick={() => setEditing(true)}>
        {T.edit}
      </Button>
      <Button
        size="small"
        danger
        aria-label={`${T.delete} ${label}`}
        loading={submit.busy}
        onClick={() => void submit.run()}
      >
        {T.delete}
      </Button>
      <EditItemModal
        contract={contract}
        item={item}
        open={editing}
        onClose={() => setEditing(false)}
        onReload={onReload}
      />
    </Space>
  );
}
