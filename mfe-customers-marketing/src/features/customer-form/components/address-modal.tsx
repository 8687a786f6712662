import {
  AddressModal as SharedAddressModal,
  type AddressModalBaseProps,
  type AddressTextFieldSpec,
} from '@storedesk/shared/ui';
import { CUSTOMER_FORM_TEXTS as T } from '../customer-form-texts';
import type { AddressFormValues } from '../form/address-form-values';
import { AddressExtraFields } from './address-extra-fields';

export type AddressModalProps = AddressModalBaseProps<AddressFormValues>;

const TYPED_FIELDS: AddressTextFieldSpec<AddressFormValues>[] = [
  { name: 'first_name', label: T.addressFields.first_name, maxLength: 100 },
  { name: 'last_name', label: T.addressFields.last_name, maxLength: 100 },
  { name: 'street', label: T.addressFields.street, maxLength: 300, span: 24 },
  { name: 'locality', label: T.addressFields.locality, maxLength: 200 },
  { name: 'landmark', label: T.addressFields.landmark, maxLength: 200 },
  { name: 'city', label: T.addressFields.city, maxLength: 100 },
  { name: 'state', label: T.addressFields.state, maxLength: 100 },
  { name: 'zip_code', label: T.addressFields.zip_code, maxLength: 20 },
];

/** The customer's address modal: every field of spec 1 §3, in the shared address modal (wider for them). */
export function AddressModal(props: AddressModalProps) {
  return (
    <SharedAddressModal<AddressFormValues> {...props} fields={TYPED_FIELDS} width={720} childrenShowPoint>
      <AddressExtraFields initial={props.initial} />
    </SharedAddressModal>
  );
}
