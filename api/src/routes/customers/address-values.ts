import { ADDRESS_TEXT_PARTS, type AddressInput, type AddressTextPart } from '@storedesk/shared/contracts';

/**
 * The customer_addresses columns of an address as the screens send it: trimmed texts, the point when given.
 * phone_dialing_code is a form-only field (spec 1 §3) and is not stored.
 */
export function addressValues(address: AddressInput) {
  const text = (key: AddressTextPart) => address[key]?.trim() ?? '';
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

/**
 * An update's columns: a field the request left out keeps the saved value, so a save never drops fields that
 * were not sent (issue 11); a field sent empty is emptied.
 */
export function keptValues(
  values: ReturnType<typeof addressValues>,
  address: AddressInput,
  before: ReturnType<typeof addressValues>,
): ReturnType<typeof addressValues> {
  const kept = { ...values };
  for (const key of ADDRESS_TEXT_PARTS) {
    if (address[key] === undefined) {
      const column = COLUMN[key];
      kept[column] = before[column];
    }
  }
  if (address.country_code === undefined) kept.countryCode = before.countryCode;
  if (address.latitude === undefined) kept.latitude = before.latitude;
  if (address.longitude === undefined) kept.longitude = before.longitude;
  return kept;
}

const COLUMN = {
  first_name: 'firstName',
  last_name: 'lastName',
  street: 'street',
  locality: 'locality',
  landmark: 'landmark',
  city: 'city',
  state: 'state',
  zip_code: 'zipCode',
  country: 'country',
  phone_no: 'phoneNo',
} as const satisfies Record<AddressTextPart, keyof ReturnType<typeof addressValues>>;
