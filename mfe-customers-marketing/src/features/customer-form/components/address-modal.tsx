import { ADDRESS_TEXT_PARTS } from '@storedesk/shared';
import {
  AddressModal as SharedAddressModal,
  addressTextFields,
  type AddressModalBaseProps,
} from '@storedesk/shared/ui';
import type { AddressFormValues } from '../form/address-form-values';
import { AddressExtraFields } from './address-extra-fields';

export type AddressModalProps = AddressModalBaseProps<AddressFormValues>;

/** The typed parts; the country and phone come after them with their codes (AddressExtraFields). */
const TYPED_FIELDS = addressTextFields<AddressFormValues>(
  ADDRESS_TEXT_PARTS.filter((part) => part !== 'country' && part !== 'phone_no'),
);

/** The customer's address modal: every field of spec 1 §3, in the shared address modal (wider for them). */
export function AddressModal(props: AddressModalProps) {
  return (
    <SharedAddressModal<AddressFormValues> {...props} fields={TYPED_FIELDS} width={720} childrenShowPoint>
      <AddressExtraFields initial={props.initial} />
    </SharedAddressModal>
  );
}
