import { useState, type ComponentType, type ReactNode } from 'react';
import { Button, Flex, Typography } from 'antd';
import {
  isBlankAddress,
  toast,
  toastServerError,
  useLoadCustomer,
  useSession,
  type CustomerAddress,
  type CustomerDetail,
} from '@storedesk/shared';
import type { MapPickerProps } from '../map-picker/map-picker';
import { AddressCardList } from './address-card-list';
import { addressFormOf, toSaveAddressBody, type CustomerAddressForm } from './customer-address-form';
import { CustomerAddressModal } from './customer-address-modal';
import { CUSTOMER_ADDRESS_TEXTS as T } from './customer-address-texts';
import { useSaveCustomerAddress } from './save-customer-address';

export interface CustomerAddressPickerProps {
  /** Names the choice (e.g. 'Shipping Address'); addresses come from customer.addresses. */
  label: string;
  customer: CustomerDetail | null;
  /** The chosen saved address's id, or null. */
  selectedId: string | null;
  /** A saved address was chosen, or was just added or edited here (with the refreshed customer). */
  onSelect: (address: CustomerAddress, customer: CustomerDetail) => void;
  /** After an address is added or edited, with the refreshed customer. */
  onCustomerUpdated: (customer: CustomerDetail) => void;
  disabled?: boolean;
  /** Shown above the addresses (e.g. a chosen address that is not among the saved ones). */
  notice?: ReactNode;
  /**
   * The map picker the address modal opens; the kit's unless a screen passes it from '@storedesk/shared/ui',
   * where its tests can stand in for Google (which cannot run in jsdom).
   */
  mapPicker?: ComponentType<MapPickerProps>;
}

/** `null` address: adding a new one. */
type Editing = { address: CustomerAddress | null } | null;

/**
 * One of a customer's saved addresses, which can be added and edited here (PUT customer/address, the address
 * modal with its map picker). After a save the customer is reloaded and the saved address is chosen.
 */
export function CustomerAddressPicker({
  label,
  customer,
  selectedId,
  onSelect,
  onCustomerUpdated,
  disabled,
  notice,
  mapPicker,
}: CustomerAddressPickerProps) {
  const storeCountry = useSession((state) => state.store?.country_code ?? '');
  const [editing, setEditing] = useState<Editing>(null);
  const save = useSaveCustomerAddress();
  const loadCustomer = useLoadCustomer();

  if (!customer) return <Typography.Text type="secondary">{T.noCustomerHint}</Typography.Text>;

  const submit = async (form: CustomerAddressForm) => {
    if (!editing) return;
    if (isBlankAddress(form)) {
      toast.error(T.missingTitle, T.emptyAddress);
      return false;
    }
    let saved: CustomerAddress;
    try {
      const reply = await save.mutateAsync(
        toSaveAddressBody(customer._id, form, editing.address, storeCountry),
      );
      saved = reply.data;
      toast.success(reply.title, reply.message);
    } catch (error) {
      toastServerError(error as Error);
      return false;
    }
    setEditing(null);
    try {
      const fresh = await loadCustomer(customer._id);
      onCustomerUpdated(fresh);
      onSelect(fresh.addresses.find((address) => address._id === saved._id) ?? saved, fresh);
    } catch (error) {
      // The address is saved; it is chosen even though the list could not be reloaded.
      onSelect(saved, customer);
      toastServerError(error as Error);
    }
  };

  return (
    <Flex vertical gap="small">
      {notice}
      {customer.addresses.length ? (
        <AddressCardList
          label={label}
          addresses={customer.addresses}
          selectedId={selectedId}
          disabled={disabled}
          onSelect={(address) => onSelect(address, customer)}
          onEdit={(address) => setEditing({ address })}
        />
      ) : (
        <Typography.Text type="secondary">{T.noAddresses}</Typography.Text>
      )}
      <div>
        <Button disabled={disabled} onClick={() => setEditing({ address: null })}>
          {T.addAddress}
        </Button>
      </div>
      <CustomerAddressModal
        open={editing !== null}
        title={editing?.address ? T.editAddress : T.addAddress}
        initial={editing?.address ? addressFormOf(editing.address) : {}}
        saving={save.isPending}
        onCancel={() => setEditing(null)}
        onSave={submit}
        mapPicker={mapPicker}
      />
    </Flex>
  );
}
