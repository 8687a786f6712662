import { useState } from 'react';
import { Button } from 'antd';
import type { ContractDetails } from '@storedesk/shared';
import { CONTRACT_ITEM_TEXTS as T } from '../item-texts';
import { AddItemModal } from './add-item-modal';

/** "Add Service" on the details' services card (ADMIN): opens the product picker. */
export function AddItemButton({
  contract,
  onReload,
}: {
  contract: ContractDetails;
  onReload: () => unknown;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        {T.addService}
      </Button>
      <AddItemModal contract={contract} open={open} onClose={() => setOpen(false)} onReload={onReload} />
    </>
  );
}
