import { useState } from 'react';
import { addressLines, isBlankAddress, toast, type CustomerAddress } from '@storedesk/shared';
import { useConfirm } from '@storedesk/shared/ui';
import { CUSTOMER_FORM_TEXTS as T } from '../../shared/texts/customer-form-texts';
import {
  addressFormOf,
  toAddressSubmission,
  type AddressFormValues,
  type AddressSubmission,
} from '../form/address-form-values';
import { AddressList } from './address-list';
import { AddressModal } from './address-modal';

export interface AddressesSectionProps {
  addresses: CustomerAddress[];
  note?: string;
  canChange: boolean;
  saving: boolean;
  deletingId: string | null;
  /** Resolves true once saved (the modal then closes), false when the save failed (it stays open). */
  onSave: (address: AddressSubmission, editing: CustomerAddress | null) => Promise<boolean>;
  /** Deletes the address; while its promise (if any) is pending the question stays open with Yes busy. */
  onDelete: (address: CustomerAddress) => unknown;
}

/** `address: null` = a new address. */
type Editing = { address: CustomerAddress | null } | null;

const NEW_ADDRESS: AddressFormValues = {};

/** The address list with its modal: New and Edit open it, Delete asks first (spec 1 §5). */
export function AddressesSection({
  addresses,
  note,
  canChange,
  saving,
  deletingId,
  onSave,
  onDelete,
}: AddressesSectionProps) {
  const [editing, setEditing] = useState<Editing>(null);
  const confirm = useConfirm();

  const save = async (values: AddressFormValues) => {
    if (isBlankAddress(values)) {
      toast.error(T.missingTitle, T.emptyAddress);
      return false;
    }
    const saved = await onSave(toAddressSubmission(values), editing?.address ?? null);
    if (saved) setEditing(null);
    return saved;
  };

  const askDelete = (address: CustomerAddress) =>
    confirm({
      title: T.addressDeleteConfirm,
      content: addressLines(address).join(', '),
      danger: true,
      onConfirm: async () => onDelete(address),
    });

  return (
    <>
      <AddressList
        addresses={addresses}
        note={note}
        canChange={canChange}
        deletingId={deletingId}
        onNew={() => setEditing({ address: null })}
        onEdit={(address) => setEditing({ address })}
        onDelete={(address) => void askDelete(address)}
      />
      <AddressModal
        open={editing !== null}
        title={editing?.address ? T.editAddress : T.newAddress}
        initial={editing?.address ? addressFormOf(editing.address) : NEW_ADDRESS}
        saving={saving}
        onCancel={() => setEditing(null)}
        onSave={save}
      />
    </>
  );
}
