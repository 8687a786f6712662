import type { AddressInput } from '@storedesk/shared/contracts';

const TEXT_FIELDS = [
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

/** True when every text part of the address is blank (such an address is refused: nothing to save). */
export function isBlankAddress(address: AddressInput): boolean {
  return TEXT_FIELDS.every((key) => (address[key]?.trim() ?? '') === '');
}

/**
 * The customer_addresses columns of an address as the screens send it: trimmed texts, the point when given.
 * phone_dialing_code is a form-only field (spec 1 §3) and is not stored.
 */
export function addressValues(address: AddressInput) {
  const text = (key: (typeof TEXT_FIELDS)[number]) => address[key]?.trim() ?? '';
  return {
    firstName: text('first_name'),
    lastName: text('last_name'),
    street: text('street'),
    locality: text('locality'),
    landmark: text('landmark'),
    city: text('city'),
    state: text('state'),
    zipCode: text('zip_code'),
    country: text('country'),
    countryCode: address.country_code?.trim() ?? '',
    phoneNo: text('phone_no'),
    latitude: address.latitude ?? null,
    longitude: address.longitude ?? null,
  };
}
