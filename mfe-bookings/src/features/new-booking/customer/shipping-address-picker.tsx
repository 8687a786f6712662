import { useState } from 'react';
import { Alert, Button, Flex, Typography } from 'antd';
import {
  toast,
  useSession,
  type CustomerAddress,
  type CustomerDetail,
  type OrderAddress,
} from '@storedesk/shared';
import {
  addressFormOf,
  isEmptyAddress,
  orderAddressLine,
  sameAddress,
  toOrderAddress,
  toSaveAddressBody,
} from './address-mapping';
import type { AddressForm } from './address-mapping';
import { useLoadCustomer } from './api/get-customer';
import { useSaveCustomerAddress } from './api/save-address';
import { AddressCardList } from './components/address-card-list';
import { AddressModal } from './components/address-modal';
import { CUSTOMER_TEXTS as T } from './customer-texts';
import { showServerError } from './show-server-error';

export interface ShippingAddressPickerProps {
  /** Addresses come from customer.addresses. */
  customer: CustomerDetail | null;
  /** The booking's chosen shipping address. */
  value: OrderAddress | null;
  onChange: (address: OrderAddress | null) => void;
  /** After an address is added or edited, with the refreshed customer. */
  onCustomerUpdated: (customer: CustomerDetail) => void;
  disabled?: boolean;
}

/** `null` address: adding a new one. */
type Editing = { address: CustomerAddress | null } | null;

/**
 * The booking's shipping address, chosen among the customer's saved addresses, which can be added and edited
 * here (PUT customer/address). After a save the customer is reloaded and the saved address is chosen.
 */
export function ShippingAddressPicker({
  customer,
  value,
  onChange,
  onCustomerUpdated,
  disabled,
}: ShippingAddressPickerProps) {
  const storeCountry = useSession((state) => state.store?.country_code ?? '');
  const [editing, setEditing] = useState<Editing>(null);
  const save = useSaveCustomerAddress();
  const loadCustomer = useLoadCustomer();

  if (!customer) return <Typography.Text type="secondary">{T.noCustomerHint}</Typography.Text>;

  const submit = async (form: AddressForm) => {
    if (!editing) return;
    if (isEmptyAddress(form)) {
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
      showServerError(error);
      return false;
    }
    setEditing(null);
    try {
      const fresh = await loadCustomer(customer._id);
      onCustomerUpdated(fresh);
      onChange(toOrderAddress(fresh.addresses.find((address) => address._id === saved._id) ?? saved, fresh));
    } catch (error) {
      // The address is saved; the booking takes it even though the list could not be reloaded.
      onChange(toOrderAddress(saved, customer));
      showServerError(error);
    }
  };

  const selected = customer.addresses.find((address) => sameAddress(address, value));
  return (
    <Flex vertical gap="small">
      {value && !selected && (
        // e.g. the address of an abandoned cart: still the booking's address until another is chosen.
        <Alert type="info" showIcon title={T.otherChosen} description={orderAddressLine(value)} />
      )}
      {customer.addresses.length ? (
        <AddressCardList
          addresses={customer.addresses}
          selectedId={selected?._id ?? null}
          disabled={disabled}
          onSelect={(address) => onChange(toOrderAddress(address, customer))}
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
      <AddressModal
        open={editing !== null}
        title={editing?.address ? T.editAddress : T.addAddress}
        initial={editing?.address ? addressFormOf(editing.address) : {}}
        saving={save.isPending}
        onCancel={() => setEditing(null)}
        onSave={submit}
      />
    </Flex>
  );
}
