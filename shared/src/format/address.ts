import type { AddressParts } from '../contracts/address-parts';

/** The phone as staff dial it: the dialing code (when the address has one) before the number. */
function phoneOf(address: AddressParts): string {
  if (!address.phone_no) return '';
  return [address.phone_dialing_code, address.phone_no].filter(Boolean).join(' ');
}

/** The lines before the phone: name, street, locality, landmark, "city, state, zip", country; blanks dropped. */
function placeLines(address: AddressParts): string[] {
  return [
    [address.first_name, address.last_name].filter(Boolean).join(' '),
    address.street,
    address.locality,
    address.landmark,
    [address.city, address.state, address.zip_code].filter(Boolean).join(', '),
    address.country,
  ].filter((line): line is string => Boolean(line));
}

/** An address as a card or a print shows it, one part a line, the phone last. Nothing for no address. */
export function addressLines(address: AddressParts | null | undefined): string[] {
  if (!address) return [];
  const phone = phoneOf(address);
  return phone ? [...placeLines(address), phone] : placeLines(address);
}

/** An address on one line (a table cell, a notice); the phone in brackets when asked for. */
export function addressLine(address: AddressParts | null | undefined, { withPhone = false } = {}): string {
  if (!address) return '';
  const line = placeLines(address).join(', ');
  const phone = withPhone ? phoneOf(address) : '';
  return phone ? `${line} (${phone})` : line;
}
