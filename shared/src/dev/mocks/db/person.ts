import type { MockCustomer } from './customers';

/** The customer as bookings, contracts, requests and pushes name them. */
export const person = (c: MockCustomer) => ({
  _id: c._id,
  first_name: c.first_name,
  last_name: c.last_name,
  email: c.email,
  phone_no: c.phone_no,
});
