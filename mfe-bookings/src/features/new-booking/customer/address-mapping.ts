import {
  ADDRESS_TEXT_PARTS,
  type CustomerAddress,
  type CustomerDetail,
  type OrderAddress,
} from '@storedesk/shared';

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
  return ADDRESS_TEXT_PARTS.every((field) => (saved[field] ?? '') === (chosen[field] ?? ''));
}
