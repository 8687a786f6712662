/**
 * Telephone dialing codes by ISO country (the store's `country_code`), for the new customer's default country
 * code. Only countries this product is sold in are listed; for any other store the field starts empty and
 * the staff member types the code.
 */
const DIALING_CODES: Record<string, string> = {
  IN: '+91',
  AE: '+971',
  SA: '+966',
  QA: '+974',
  OM: '+968',
  KW: '+965',
  BH: '+973',
  SG: '+65',
  MY: '+60',
  LK: '+94',
  NP: '+977',
  BD: '+880',
  GB: '+44',
  US: '+1',
  CA: '+1',
  AU: '+61',
  NZ: '+64',
};

export function dialingCodeFor(countryCode: string | undefined): string {
  return DIALING_CODES[(countryCode ?? '').trim().toUpperCase()] ?? '';
}
