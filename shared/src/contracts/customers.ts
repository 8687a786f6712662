import { Type, type Static } from 'typebox';
import { Id } from './common';

/**
 * Customers for the booking screens' picker (issue 3). Paths under /api:
 *
 *   GET  customer/search?limit=15&offset=1&filter.keyword=   search_customer  {data: CustomerSummary[], pages, total}
 *        (keyword matched in first/last/full name, e-mail, phone; at least 1 character on the server)
 *   GET  customer?customer_id=                               search_customer  {data: CustomerDetail}
 *   POST customer  {customer: NewCustomer}                   create_customer  {message, title, data: CustomerDetail}
 *        400 'Please enter either Phone Number or Email' / 'Missing Fields';
 *        400 'Phone number should only contain numbers.' / 'Invalid Fields';
 *        409 'A customer with this email already exists' / 'A customer with this phone number already exists'
 *            (title 'Duplicate Customer').
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

/** An address as the screens send it (booking shipping address and the customer's saved addresses). */
const addressFields = {
  first_name: text(100),
  last_name: text(100),
  street: text(300),
  locality: text(200),
  landmark: text(200),
  city: text(100),
  state: text(100),
  zip_code: text(20),
  country: text(100),
  country_code: text(8),
  phone_no: text(20),
  phone_dialing_code: text(8),
  latitude: Type.Optional(Type.Union([Type.Number({ minimum: -90, maximum: 90 }), Type.Null()])),
  longitude: Type.Optional(Type.Union([Type.Number({ minimum: -180, maximum: 180 }), Type.Null()])),
};
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
