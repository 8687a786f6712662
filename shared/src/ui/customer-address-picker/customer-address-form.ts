import {
  ADDRESS_TEXT_PARTS,
  type AddressTextPart,
  type CustomerAddress,
  type SaveAddressBody,
} from '@storedesk/shared';

/** The address modal's fields: the kit's address parts, in the order staff read them, and the map's point. */
export type CustomerAddressForm = Partial<Record<AddressTextPart, string>> & {
  latitude?: number | null;
  longitude?: number | null;
};

/** The PUT customer/address body: trimmed fields, the edited address's id, the point from the map if any. */
export function toSaveAddressBody(
  customerId: string,
  form: CustomerAddressForm,
  editing: CustomerAddress | null,
  countryCode: string,
): SaveAddressBody {
  const address: SaveAddressBody['address'] = {};
  for (const field of ADDRESS_TEXT_PARTS) address[field] = (form[field] ?? '').trim();
  address.latitude = form.latitude ?? null;
  address.longitude = form.longitude ?? null;
  address.country_code = editing?.country_code || countryCode;
  if (editing) address._id = editing._id;
  return { customer_id: customerId, address };
}

/** A saved address as the modal edits it. */
export function addressFormOf(address: CustomerAddress): CustomerAddressForm {
  const form: CustomerAddressForm = { latitude: address.latitude, longitude: address.longitude };
  for (const field of ADDRESS_TEXT_PARTS) form[field] = address[field];
  return form;
}
