import { Type, type Static } from 'typebox';
import { DayText, Id } from './common';
import { CUSTOMER_ADDRESSES_MAX, customerExtraFields } from './customer-fields';
import { RecordVersion } from './record-version';
import { ADDRESS_PART_MAX_LENGTH } from './address-parts';

/**
 * Customers for the booking screens' picker (issue 3). Paths under /api:
 *
 *   GET  customer/search?limit=15&offset=1&filter.keyword=   search_customer  {data: CustomerSummary[], pages, total}
 *        (keyword matched in first/last/full name, e-mail, phone; at least 1 character on the server)
 *   GET  customer?customer_id=                               search_customer  {data: CustomerProfile}
 *        (CustomerProfile, in customer-form.ts, is CustomerDetail plus the form's fields)
 *   POST customer  {customer: NewCustomer}                   create_customer  {message, title, data: CustomerDetail}
 *        NewCustomer also takes the customer form's fields and addresses (see customer-form.ts).
 *        400 'Please enter either Phone Number or Email' / 'Missing Fields';
 *        400 'Phone number should only contain numbers.' / 'Invalid Fields';
 *        409 'A customer with this email already exists' / 'A customer with this phone number already exists'
 *            (title 'Duplicate Customer'), also when two creates race (unique indexes per store among live
 *            customers: lower(email), phone_no).
 *   PUT  customer/address  {customer_id, address}            create_customer  {message, title, data: CustomerAddress}
 *        address._id present = update that address, absent = add one;
 *        400 'Please enter address details to save.' / 'Missing Fields' when every address field is empty.
 */

export const CustomerSearchQuery = Type.Object(
  {
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 15 })),
    offset: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000000, default: 1 })),
    'filter.keyword': Type.String({ minLength: 1, maxLength: 100 }),
  },
  { additionalProperties: false },
);
export type CustomerSearchQuery = Static<typeof CustomerSearchQuery>;

export const CustomerSummary = Type.Object({
  _id: Id,
  first_name: Type.String(),
  last_name: Type.String(),
  email: Type.Union([Type.String(), Type.Null()]),
  phone_no: Type.Union([Type.String(), Type.Null()]),
  country_code: Type.Union([Type.String(), Type.Null()]),
  points: Type.Integer(),
  order_count: Type.Integer(),
  order_total: Type.Number(),
  /** Whether the customer takes push notifications (the new-push search shows the others disabled). */
  push_notification: Type.Optional(Type.Boolean()),
});
export type CustomerSummary = Static<typeof CustomerSummary>;

export const CustomerSearchReply = Type.Object({
  data: Type.Array(CustomerSummary),
  pages: Type.Integer(),
  total: Type.Integer(),
});
export type CustomerSearchReply = Static<typeof CustomerSearchReply>;

export const CustomerAddress = Type.Object({
  _id: Id,
  first_name: Type.String(),
  last_name: Type.String(),
  street: Type.String(),
  locality: Type.String(),
  landmark: Type.String(),
  city: Type.String(),
  state: Type.String(),
  zip_code: Type.String(),
  country: Type.String(),
  country_code: Type.String(),
  phone_no: Type.String(),
  latitude: Type.Union([Type.Number(), Type.Null()]),
  longitude: Type.Union([Type.Number(), Type.Null()]),
  is_default: Type.Boolean(),
});
export type CustomerAddress = Static<typeof CustomerAddress>;

export const CustomerDetail = Type.Object({
  ...CustomerSummary.properties,
  addresses: Type.Array(CustomerAddress),
});
export type CustomerDetail = Static<typeof CustomerDetail>;

export const CustomerDetailQuery = Type.Object({ customer_id: Id }, { additionalProperties: false });
export type CustomerDetailQuery = Static<typeof CustomerDetailQuery>;
export const CustomerDetailReply = Type.Object({ data: CustomerDetail });
export type CustomerDetailReply = Static<typeof CustomerDetailReply>;

const text = (maxLength: number) => Type.Optional(Type.String({ maxLength }));

/** An address as the screens send it (booking shipping address and the customer's saved addresses). */
const addressFields = {
  first_name: text(ADDRESS_PART_MAX_LENGTH.first_name),
  last_name: text(ADDRESS_PART_MAX_LENGTH.last_name),
  street: text(ADDRESS_PART_MAX_LENGTH.street),
  locality: text(ADDRESS_PART_MAX_LENGTH.locality),
  landmark: text(ADDRESS_PART_MAX_LENGTH.landmark),
  city: text(ADDRESS_PART_MAX_LENGTH.city),
  state: text(ADDRESS_PART_MAX_LENGTH.state),
  zip_code: text(ADDRESS_PART_MAX_LENGTH.zip_code),
  country: text(ADDRESS_PART_MAX_LENGTH.country),
  country_code: text(8),
  phone_no: text(ADDRESS_PART_MAX_LENGTH.phone_no),
  phone_dialing_code: text(8),
  latitude: Type.Optional(Type.Union([Type.Number({ minimum: -90, maximum: 90 }), Type.Null()])),
  longitude: Type.Optional(Type.Union([Type.Number({ minimum: -180, maximum: 180 }), Type.Null()])),
};
export const NewCustomer = Type.Object(
  {
    first_name: Type.String({ minLength: 1, maxLength: 100 }),
    last_name: text(100),
    /** E-mail or phone is required (checked with the spec's message, not by the schema). */
    email: text(254),
    /** Digits only, without the dialing code. */
    phone_no: text(20),
    /** Dialing code such as '+91'. */
    country_code: text(8),
    country: text(100),
    /** The customer form's fields (customer-fields.ts); the booking screen sends none of them. */
    ...customerExtraFields,
    /** Saved addresses created with the customer (the create screen keeps them until the customer is saved). */
    addresses: Type.Optional(
      Type.Array(
        Type.Object(
          { ...addressFields, is_default: Type.Optional(Type.Boolean()) },
          { additionalProperties: false },
        ),
        { maxItems: CUSTOMER_ADDRESSES_MAX },
      ),
    ),
  },
  { additionalProperties: false },
);
export type NewCustomer = Static<typeof NewCustomer>;

export const CreateCustomerBody = Type.Object({ customer: NewCustomer }, { additionalProperties: false });
export type CreateCustomerBody = Static<typeof CreateCustomerBody>;
export const CreateCustomerReply = Type.Object({
  message: Type.String(),
  title: Type.String(),
  data: CustomerDetail,
});
export type CreateCustomerReply = Static<typeof CreateCustomerReply>;

export const AddressInput = Type.Object(addressFields, { additionalProperties: false });
export type AddressInput = Static<typeof AddressInput>;

export const SaveAddressBody = Type.Object(
  {
    customer_id: Id,
    address: Type.Object(
      { ...addressFields, _id: Type.Optional(Id), is_default: Type.Optional(Type.Boolean()) },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type SaveAddressBody = Static<typeof SaveAddressBody>;
export const SaveAddressReply = Type.Object({
  message: Type.String(),
  title: Type.String(),
  data: CustomerAddress,
});
export type SaveAddressReply = Static<typeof SaveAddressReply>;

/**
 * The customer list (issue 4, spec 1 §2.6, §7; spec 2 §7 "Recipient list"). Paths under /api:
 *
 *   GET    customer/all?limit=10&offset=1&filter.*=          list_customer           {data: CustomerListRow[], pages, total}
 *          newest first; deleted customers are never listed. filter.keyword matches name, e-mail or phone (the
 *          screens send it from 3 characters). Days are store-local YYYY-MM-DD, inclusive: added_from_date /
 *          added_to_date (the list's name) and created_from / created_to (the recipient list's) both filter the
 *          created date. Ranges are inclusive; each end is optional. filter.is_deleted is accepted only as false.
 *   PUT    customer/points  {_id, version, first_name?, points}  update_customer_points  {message, title, data: CustomerListRow}
 *          The spec's "PUT customer" used for points only, split off because it needs its own permission and a
 *          route checks exactly one (the full customer update is edit_customer). first_name is what the screen
 *          shows; this route writes points only. Another store's or a deleted customer: 404.
 *          points is the new balance, not a change to it, so it carries the list row's version: a stale one
 *          (another save, or a booking that spent points since the list was read) -> 409 CHANGED_ELSEWHERE.customer,
 *          nothing written.
 *   DELETE customer?customer_id=                             delete_customer         {message, title}
 *          A soft delete: the customer leaves every list and search, while bookings, payment requests and contracts
 *          that name the customer stay readable. Another store's or an already deleted customer: 404.
 */
export const CUSTOMER_POINTS_UPDATED_MESSAGE = 'Successfully updated Points';
export const CUSTOMER_POINTS_UPDATED_TITLE = 'Points Updated';
export const CUSTOMER_DELETED_MESSAGE = 'Customer deleted successfully';
export const CUSTOMER_DELETED_TITLE = 'Customer Deleted';
export const CUSTOMER_NOT_FOUND_MESSAGE = 'Customer not found';
export const CUSTOMER_NOT_FOUND_TITLE = 'Customer';
export const CUSTOMER_LIST_PAGE_SIZE = 10;
/** Points are whole and never negative (the spec leaves the rules open; the column is an integer). */
export const CUSTOMER_POINTS_MAX = 100_000_000;

const ListDay = DayText('2026-11-22');
const Count = Type.Integer({ minimum: 0, maximum: 1_000_000_000 });
const Amount = Type.Number({ minimum: 0, maximum: 1e12 });

export const ListCustomersQuery = Type.Object(
  {
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: CUSTOMER_LIST_PAGE_SIZE })),
    offset: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000000, default: 1 })),
    'filter.keyword': Type.Optional(Type.String({ maxLength: 100 })),
    'filter.added_from_date': Type.Optional(ListDay),
    'filter.added_to_date': Type.Optional(ListDay),
    'filter.created_from': Type.Optional(ListDay),
    'filter.created_to': Type.Optional(ListDay),
    'filter.order_count_from': Type.Optional(Count),
    'filter.order_count_to': Type.Optional(Count),
    'filter.points_from': Type.Optional(Count),
    'filter.points_to': Type.Optional(Count),
    'filter.order_total_from': Type.Optional(Amount),
    'filter.order_total_to': Type.Optional(Amount),
    'filter.push_notification': Type.Optional(Type.Boolean()),
    'filter.is_deleted': Type.Optional(Type.Literal(false)),
  },
  { additionalProperties: false },
);
export type ListCustomersQuery = Static<typeof ListCustomersQuery>;

export const CustomerListRow = Type.Object({
  ...CustomerSummary.properties,
  version: Type.Integer(),
  push_notification: Type.Boolean(),
  /** ISO instant; shown as a store-local day. */
  createdAt: Type.String(),
});
export type CustomerListRow = Static<typeof CustomerListRow>;

export const ListCustomersReply = Type.Object({
  data: Type.Array(CustomerListRow),
  pages: Type.Integer(),
  total: Type.Integer(),
});
export type ListCustomersReply = Static<typeof ListCustomersReply>;

export const UpdateCustomerPointsBody = Type.Object(
  {
    _id: Id,
    /** The version of the row the modal was opened from. */
    version: RecordVersion,
    first_name: Type.Optional(Type.String({ maxLength: 100 })),
    points: Type.Integer({ minimum: 0, maximum: CUSTOMER_POINTS_MAX }),
  },
  { additionalProperties: false },
);
export type UpdateCustomerPointsBody = Static<typeof UpdateCustomerPointsBody>;

export const UpdateCustomerPointsReply = Type.Object({
  message: Type.String(),
  title: Type.String(),
  data: CustomerListRow,
});
export type UpdateCustomerPointsReply = Static<typeof UpdateCustomerPointsReply>;

export const DeleteCustomerQuery = Type.Object({ customer_id: Id }, { additionalProperties: false });
export type DeleteCustomerQuery = Static<typeof DeleteCustomerQuery>;
