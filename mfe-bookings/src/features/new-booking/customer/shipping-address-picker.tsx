import { Alert } from 'antd';
import { addressLine, type CustomerDetail, type OrderAddress } from '@storedesk/shared';
// From the package entry, so the screen tests can stand in for the Google map.
import { CustomerAddressPicker, MapPicker } from '@storedesk/shared/ui';
import { sameAddress, toOrderAddress } from './address-mapping';
import { CUSTOMER_TEXTS as T } from './customer-texts';

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

/**
 * The booking's shipping address: the kit's customer address picker, the booking keeping a copy of the chosen
 * address (not its id), so an address that is not among the saved ones (an abandoned cart's) is said above them.
 */
export function ShippingAddressPicker({
  customer,
  value,
  onChange,
  onCustomerUpdated,
  disabled,
}: ShippingAddressPickerProps) {
  const selected = customer?.addresses.find((address) => sameAddress(address, value));
  return (
    <CustomerAddressPicker
      label={T.shippingAddress}
      customer={customer}
      selectedId={selected?._id ?? null}
      onSelect={(address, owner) => onChange(toOrderAddress(address, owner))}
      onCustomerUpdated={onCustomerUpdated}
      disabled={disabled}
      mapPicker={MapPicker}
      notice={
        value &&
        !selected && <Alert type="info" showIcon title={T.otherChosen} description={addressLine(value)} />
      }
    />
  );
}
