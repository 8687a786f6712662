import { ADDRESS_TEXT_PARTS, type AddressInput, type CustomerAddress } from '@storedesk/shared';

/** The address modal's text fields: the kit's address parts and their codes (phone_dialing_code is form-only). */
export const ADDRESS_TEXT_FIELDS = [...ADDRESS_TEXT_PARTS, 'country_code', 'phone_dialing_code'] as const;
export type AddressTextField = (typeof ADDRESS_TEXT_FIELDS)[number];

export type AddressFormValues = Partial<Record<AddressTextField, string>> & {
  latitude?: number | null;
  longitude?: number | null;
  is_default?: boolean;
};

/** What POST customer (addresses) and PUT customer/address take for one address. */
export type AddressSubmission = AddressInput & { is_default: boolean };

export function toAddressSubmission(values: AddressFormValues): AddressSubmission {
  const address: AddressSubmission = { is_default: values.is_default === true };
  for (const field of ADDRESS_TEXT_FIELDS) address[field] = (values[field] ?? '').trim();
  address.latitude = typeof values.latitude === 'number' ? values.latitude : null;
  address.longitude = typeof values.longitude === 'number' ? values.longitude : null;
  return address;
}

/** A saved address in the modal; its dialing code is looked up from the country by the modal. */
export function addressFormOf(address: CustomerAddress): AddressFormValues {
  const values: AddressFormValues = {
    latitude: address.latitude,
    longitude: address.longitude,
    is_default: address.is_default,
  };
  for (const field of ADDRESS_TEXT_FIELDS) if (field !== 'phone_dialing_code') values[field] = address[field];
  return values;
}

/** An address kept on the create screen until the customer is saved (its id only tells the rows apart). */
export function localAddress(id: string, submission: AddressSubmission): CustomerAddress {
  const text = (field: Exclude<AddressTextField, 'phone_dialing_code'>) => submission[field] ?? '';
  return {
    _id: id,
    first_name: text('first_name'),
    last_name: text('last_name'),
    street: text('street'),
    locality: text('locality'),
    landmark: text('landmark'),
    city: text('city'),
    state: text('state'),
    zip_code: text('zip_code'),
    country: text('country'),
    country_code: text('country_code'),
    phone_no: text('phone_no'),
    latitude: submission.latitude ?? null,
    longitude: submission.longitude ?? null,
    is_default: submission.is_default,
  };
}

/** The addresses after one is added or replaced: one default (the one just marked, else the first). */
export function withAddress(list: CustomerAddress[], saved: CustomerAddress): CustomerAddress[] {
  const exists = list.some((a) => a._id === saved._id);
  const next = exists ? list.map((a) => (a._id === saved._id ? saved : a)) : [...list, saved];
  return withOneDefault(next, saved.is_default ? saved._id : undefined);
}

export function withoutAddress(list: CustomerAddress[], id: string): CustomerAddress[] {
  return withOneDefault(list.filter((a) => a._id !== id));
}

function withOneDefault(list: CustomerAddress[], preferred?: string): CustomerAddress[] {
  const chosen = preferred ?? list.find((a) => a.is_default)?._id ?? list[0]?._id;
  return list.map((a) => ({ ...a, is_default: a._id === chosen }));
}

/** A local address as POST customer takes it. */
export function localToSubmission(address: CustomerAddress): AddressSubmission {
  const { _id: _localId, ...rest } = address;
  return rest;
}
