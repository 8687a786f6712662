import { Type, type Static } from 'typebox';
import { DayText } from './common';

/**
 * The customer fields beyond the booking screen's inline new customer (spec 1 §3 "Customer"), used by POST
 * customer and PUT customer (customer-form.ts). Kept apart from customers.ts, which builds NewCustomer from them,
 * so neither file imports the other.
 */
export const CUSTOMER_PASSWORD_MIN = 6;
export const CUSTOMER_TAGS_MAX = 50;
export const CUSTOM_FIELDS_MAX = 50;
export const CUSTOMER_ADDRESSES_MAX = 20;

export const CustomFieldSchema = Type.Object(
  {
    name: Type.String({ maxLength: 100 }),
    value: Type.String({ maxLength: 500 }),
  },
  { additionalProperties: false },
);
export type CustomFieldEntry = Static<typeof CustomFieldSchema>;

/** A calendar day, YYYY-MM-DD. */
export const CustomerDob = DayText('1990-05-17');

export const customerExtraFields = {
  /** Empty or absent: no date of birth. */
  dob: Type.Optional(Type.Union([CustomerDob, Type.Literal(''), Type.Null()])),
  /** Create: optional. Update: sent only when the change-password toggle is on; absent keeps the old one. */
  password: Type.Optional(Type.String({ maxLength: 128 })),
  customer_tags: Type.Optional(Type.Array(Type.String({ maxLength: 50 }), { maxItems: CUSTOMER_TAGS_MAX })),
  custom_fields: Type.Optional(Type.Array(CustomFieldSchema, { maxItems: CUSTOM_FIELDS_MAX })),
  /** Written only for a role holding update_customer_points; the maximum is CUSTOMER_POINTS_MAX. */
  points: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000_000 })),
};
