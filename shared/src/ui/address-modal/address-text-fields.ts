import {
  ADDRESS_PART_MAX_LENGTH,
  ADDRESS_TEXT_PARTS,
  type AddressTextPart,
} from '../../contracts/address-parts';
import type { AddressTextFieldSpec } from './address-modal';

/** What staff read beside each address part, on every address form. */
export const ADDRESS_PART_LABELS: Record<AddressTextPart, string> = {
  first_name: 'First Name',
  last_name: 'Last Name',
  street: 'Street',
  locality: 'Locality',
  landmark: 'Landmark',
  city: 'City',
  state: 'State',
  zip_code: 'Zip Code',
  country: 'Country',
  phone_no: 'Phone Number',
};

/**
 * The address grid's typed fields for these parts (all of them unless a screen adds its own for some): the kit's
 * labels, the API's lengths, the street on a row of its own.
 */
export function addressTextFields<V>(
  parts: readonly AddressTextPart[] = ADDRESS_TEXT_PARTS,
): AddressTextFieldSpec<V>[] {
  return parts.map((part) => ({
    name: part as Extract<keyof V, string>,
    label: ADDRESS_PART_LABELS[part],
    maxLength: ADDRESS_PART_MAX_LENGTH[part],
    ...(part === 'street' ? { span: 24 } : {}),
  }));
}
