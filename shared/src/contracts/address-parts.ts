/**
 * The text parts of an address, in the order staff read them (spec 1 §3 "Address", spec 2 "Address"). One list for
 * the screens, the mocks and the API, so a part added later shows, saves and counts as content everywhere at once.
 * The codes (country_code, phone_dialing_code) and the map point travel beside these parts.
 */
export const ADDRESS_TEXT_PARTS = [
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
export type AddressTextPart = (typeof ADDRESS_TEXT_PARTS)[number];

/** The longest text each part takes (the API's request schemas and the forms' maxlength read this). */
export const ADDRESS_PART_MAX_LENGTH: Record<AddressTextPart, number> = {
  first_name: 100,
  last_name: 100,
  street: 300,
  locality: 200,
  landmark: 200,
  city: 100,
  state: 100,
  zip_code: 20,
  country: 100,
  phone_no: 20,
};

/** Any address shape: a saved customer address, a booking's address, a contract's address, a form's values. */
export type AddressParts = Partial<Record<AddressTextPart, string | null>> & {
  phone_dialing_code?: string | null;
  latitude?: number | null;
  longitude?: number | null;
};

/** True when every text part is blank: such an address has nothing to save. */
export function isBlankAddress(address: AddressParts): boolean {
  return ADDRESS_TEXT_PARTS.every((part) => (address[part] ?? '').trim() === '');
}
