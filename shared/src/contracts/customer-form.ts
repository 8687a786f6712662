import { Type, type Static } from 'typebox';
import { Id } from './common';
import { CustomFieldSchema } from './customer-fields';
import { CustomerDetail, NewCustomer } from './customers';
import { RecordVersion } from './record-version';

/**
 * The customer create and edit screens (spec 1 §2.6, §4 "Customer edit", §5). Paths under /api:
 *
 *   POST   customer  {customer: NewCustomer}                  create_customer  {message, title, data: CustomerDetail}
 *          every field of the form (dob, password, customer_tags, custom_fields, points, addresses) is optional;
 *          the password is stored as a scrypt hash. points need update_customer_points too (else 403).
 *   PUT    customer  {customer: UpdateCustomer}               edit_customer    {message, title, data: CustomerProfile}
 *          a full update of the profile by _id: a field left out is cleared (tags and custom fields emptied),
 *          except password (kept unless sent: the change-password toggle) and points (kept unless sent).
 *          Addresses are not part of it: PUT customer/address and DELETE customer/address.
 *          Same checks and texts as POST (contact, phone digits, e-mail, duplicates in the store, excluding itself).
 *          version is the profile's as the form loaded it; a stale one -> 409 CHANGED_ELSEWHERE.customer,
 *          nothing written. Address saves do not change the version (they are saved on the spot).
 *   DELETE customer/address?customer_id=&address_id=        edit_customer    {message, title}
 *          removes a saved address; when it was the default, the oldest remaining address becomes the default.
 *   Another store's or a deleted customer, or another customer's address: 404.
 *   400 texts beyond customers.ts: CUSTOMER_FORM_MESSAGES below.
 */
export const CUSTOMER_FORM_MESSAGES = {
  updated: 'Customer updated successfully',
  updatedTitle: 'Customer Updated',
  addressDeleted: 'Address deleted successfully',
  addressDeletedTitle: 'Address Deleted',
  addressNotFound: 'Address not found',
  addressNotFoundTitle: 'Address',
  invalidTitle: 'Invalid Fields',
  passwordShort: 'Password must be at least 6 characters.',
  dobFuture: 'Date of birth cannot be in the future.',
  dobInvalid: 'Date of birth is not a valid date.',
  customFieldName: 'Every custom field needs a name.',
  customFieldDuplicate: 'Custom field names must be different.',
  pointsForbidden: "You don't have permission to change points.",
} as const;

export const CustomerProfile = Type.Object({
  ...CustomerDetail.properties,
  /** YYYY-MM-DD or null. */
  dob: Type.Union([Type.String(), Type.Null()]),
  country: Type.Union([Type.String(), Type.Null()]),
  customer_tags: Type.Array(Type.String()),
  custom_fields: Type.Array(CustomFieldSchema),
  /** Whether a password is set (never the password or its hash). */
  has_password: Type.Boolean(),
  /** When the customer was added (ISO); the detail screen shows it in the store's zone. */
  createdAt: Type.String(),
  /** Sent back by PUT customer. */
  version: Type.Integer(),
});
export type CustomerProfile = Static<typeof CustomerProfile>;
export const CustomerProfileReply = Type.Object({ data: CustomerProfile });
export type CustomerProfileReply = Static<typeof CustomerProfileReply>;

const { addresses: _addresses, ...profileFields } = NewCustomer.properties;
export const UpdateCustomer = Type.Object(
  { _id: Id, version: RecordVersion, ...profileFields },
  { additionalProperties: false },
);
export type UpdateCustomer = Static<typeof UpdateCustomer>;
export const UpdateCustomerBody = Type.Object({ customer: UpdateCustomer }, { additionalProperties: false });
export type UpdateCustomerBody = Static<typeof UpdateCustomerBody>;
export const UpdateCustomerReply = Type.Object({
  message: Type.String(),
  title: Type.String(),
  data: CustomerProfile,
});
export type UpdateCustomerReply = Static<typeof UpdateCustomerReply>;

export const DeleteAddressQuery = Type.Object(
  { customer_id: Id, address_id: Id },
  { additionalProperties: false },
);
export type DeleteAddressQuery = Static<typeof DeleteAddressQuery>;
