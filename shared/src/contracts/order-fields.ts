import { Type } from 'typebox';
import { DayText } from './common';

/** The building blocks every orders contract file uses (order-details, order-list, order-daywise, order-writes). */

/** The order types (channel codes) as literals, so the static type is the Channel union. */
export const OrderTypeSchema = Type.Union([
  Type.Literal('CSC'),
  Type.Literal('WEB_APP'),
  Type.Literal('MOBILE_APP_IOS'),
  Type.Literal('MOBILE_APP_ANDROID'),
  Type.Literal('MOBILE_APP'),
  Type.Literal('POS'),
]);

export const Str = (maxLength: number) => Type.String({ maxLength });
export const NullableStr = (maxLength: number) => Type.Union([Type.String({ maxLength }), Type.Null()]);
/** A calendar day YYYY-MM-DD (a store-local day for filters). */
export const DayString = DayText('2026-11-22');
export const Time = Type.String({
  maxLength: 8,
  pattern: '^([01]\\d|2[0-3]):[0-5]\\d$',
  examples: ['09:30'],
});
