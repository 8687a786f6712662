import type { ComponentType } from 'react';
import { AddressModal, type AddressModalBaseProps } from '../address-modal/address-modal';
import { addressTextFields } from '../address-modal/address-text-fields';
import type { MapPickerProps } from '../map-picker/map-picker';
import type { CustomerAddressForm } from './customer-address-form';

export interface CustomerAddressModalProps extends AddressModalBaseProps<CustomerAddressForm> {
  mapPicker?: ComponentType<MapPickerProps>;
}

const FIELDS = addressTextFields<CustomerAddressForm>();

/** A customer's saved address: its text fields in the kit's address modal, the point kept hidden. */
export function CustomerAddressModal(props: CustomerAddressModalProps) {
  return <AddressModal<CustomerAddressForm> {...props} fields={FIELDS} />;
}
