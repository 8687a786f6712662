import {
  MapPicker,
  AddressModal as SharedAddressModal,
  type AddressModalBaseProps,
  type AddressTextFieldSpec,
} from '@storedesk/shared/ui';
import { ADDRESS_FIELDS, type AddressForm } from '../address-mapping';
import { CUSTOMER_TEXTS as T } from '../customer-texts';

export type AddressModalProps = AddressModalBaseProps<AddressForm>;

const FIELDS: AddressTextFieldSpec<AddressForm>[] = ADDRESS_FIELDS.map((name) => ({
  name,
  label: T.addressFields[name],
  maxLength: name === 'street' ? 300 : 100,
}));

/** A saved address of the booking's customer: its text fields in the shared address modal, the point kept hidden. */
export function AddressModal(props: AddressModalProps) {
  // The picker comes through the package entry so the screen tests can stand in for the Google map.
  return <SharedAddressModal<AddressForm> {...props} fields={FIELDS} mapPicker={MapPicker} />;
}
