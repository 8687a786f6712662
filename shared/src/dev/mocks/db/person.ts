import type { MockCustomer } from './customers';

/** What the push notification mocks and their redirect-target lookups both use. */

/** The customer as the push and target rows name them. */
export const person = (c: MockCustomer) => ({
  _id: c._id,
  first_name: c.first_name,
  last_name: c.last_name,
  email: c.email,
  phone_no: c.phone_no,
});

/** The API's keyword match: any of the texts contains the trimmed keyword, ignoring case; no keyword matches all. */
export const contains = (keyword: string | null, ...texts: (string | number | null)[]) =>
  !keyword || texts.some((t) => t !== null && String(t).toLowerCase().includes(keyword.trim().toLowerCase()));
