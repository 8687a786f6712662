import type { CustomerAddress, CustomerDetail, OrderAddress, SaveAddressBody } from '@storedesk/shared';

/** The address modal's text fields, in the order they are shown. */
export const ADDRESS_FIELDS = [
  'first_name',
  'last_name',
  'street',
  'locality',
  'landmark',
  'city',
  'state',
  'zip_code',
  'country',
  'phone_no',
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type AddressForm = Partial<Record<AddressField, string>> & {
  latitude?: number | null;
  longitude?: number | null;
};

/** A saved address as the booking carries it; the customer's dialing code goes with the phone number. */
export function toOrderAddress(address: CustomerAddress, customer: CustomerDetail | null): OrderAddress {
  const order: OrderAddress = {
    first_name: address.first_name,
    last_name: address.last_name,
    street: address.street,
    locality: address.locality,
    landmark: address.landmark,
    city: address.city,
    state: address.state,
    zip_code: address.zip_code,
    country: address.country,
    phone_no: address.phone_no,
    latitude: address.latitude,
    longitude: address.longitude,
  };
  if (address.country_code) order.country_code = address.country_code;
  if (customer?.country_code) order.phone_dialing_code = customer.country_code;
  return order;
}

/** Which saved address the booking's address is (the booking keeps a copy, not the address id). */
export function sameAddress(saved: CustomerAddress, chosen: OrderAddress | null): boolean {
  if (!chosen) return false;
  return ADDRESS_FIELDS.every((field) => (saved[field] ?? '') === (chosen[field] ?? ''));
}

export function isEmptyAddress(form: AddressForm): boolean {
  return ADDRESS_FIELDS.every((field) => (form[field] ?? '').trim() === '');
}

/** The PUT customer/address body: trimmed fields, the edited address's id, the point from the map if any. */
export function toSaveAddressBody(
  customerId: string,
  form: AddressForm,
  editing: CustomerAddress | null,
  countryCode: string,
): SaveAddressBody {
  const address: SaveAddressBody['address'] = {};
  for (const field of ADDRESS_FIELDS) address[field] = (form[field] ?? '').trim();
  address.latitude = form.latitude ?? null;
  address.longitude = form.longitude ?? null;
  address.country_code = editing?.country_code || countryCode;
  if (editing) address._id = editing._id;
  return { customer_id: customerId, address };
}

export function addressFormOf(address: CustomerAddress): AddressForm {
  const form: AddressForm = { latitude: address.latitude, longitude: address.longitude };
  for (const field of ADDRESS_FIELDS) form[field] = address[field];
  return form;
}

export function addressLines(address: CustomerAddress): string[] {
  return [
    `${address.first_name} ${address.last_name}`.trim(),
    address.street,
    address.locality,
    address.landmark,
    [address.city, address.state, address.zip_code].filter(Boolean).join(', '),
    address.country,
    address.phone_no,
  ].filter(Boolean);
}

/** A booking address on one line. */
export function orderAddressLine(address: OrderAddress): string {
  return [
    `${address.first_name} ${address.last_name}`.trim(),
    address.street,
    address.locality,
    address.landmark,
    address.city,
    address.state,
    address.zip_code,
    address.country,
  ]
    .filter(Boolean)
    .join(', ');
}
