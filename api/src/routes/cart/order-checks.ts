import { and, eq, inArray } from 'drizzle-orm';
import { ADDRESS_TEXT_PARTS, type NewOrder, type OrderAddress } from '@storedesk/shared/contracts';
import type { DbOrTx } from '../../db/client';
import { productForms, type RequestField, type ShippingAddress } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { ORDER_MESSAGES as M } from './cart-messages';

/** A booking's address needs a place to go to: a country or a phone number alone is not one. */
const PLACE_PARTS = ADDRESS_TEXT_PARTS.filter((part) => part !== 'country' && part !== 'phone_no');
const WEEKDAYS = ['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'];

/** Today as YYYY-MM-DD in an IANA time zone. */
export function todayIn(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** The time of day (HH:mm, 24-hour) in an IANA time zone. */
export function timeIn(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(now);
}

const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return h * 60 + m;
};

/**
 * Whether a slot of the store's today has ended by `time` (issue 21 §5: #102551 was booked for 08:00-10:00 at
 * 21:56). An end at or before the start runs past midnight, so it ends tomorrow.
 */
export function slotOver(start: string, end: string, time: string): boolean {
  const ends = minutesOf(end) <= minutesOf(start) ? minutesOf(end) + 1440 : minutesOf(end);
  return ends <= minutesOf(time);
}

/** HH:mm plus minutes, on a 24-hour clock. */
export function addMinutes(time: string, minutes: number): string {
  const [h, m] = time.split(':').map(Number);
  const total = (h * 60 + m + minutes) % 1440;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

export interface CheckedSchedule {
  /** YYYY-MM-DD */
  deliveryDate: string;
  day: string;
  startTime: string;
  endTime: string;
  cutoffTime?: string;
  duration?: number;
}

/**
 * The checks of spec 2 §5 that need no database, in the screen's order: a service, an address, a slot or a
 * custom start with a duration (end = start + duration), a delivery date not before today in the store's zone, and
 * on today a slot not yet over.
 */
export function checkOrderShape(order: NewOrder, timeZone: string, now = new Date()): CheckedSchedule {
  if (order.products.length === 0) throw badRequest(M.noService, M.noServiceTitle);
  const address = order.shipping_address;
  if (!address || PLACE_PARTS.every((key) => !String(address[key] ?? '').trim()))
    throw badRequest(M.noAddress, M.noAddressTitle);
  const { start_time: start, end_time: end, duration } = order.delivery_data;
  const custom = !!start && !!duration && duration > 0;
  if (!start || (!custom && !end)) throw badRequest(M.noSlot, M.noSlotTitle);
  const deliveryDate = order.delivery_date.replaceAll('/', '-');
  const today = todayIn(timeZone, now);
  if (deliveryDate < today) throw badRequest(M.pastDate, M.pastDateTitle);
  const endTime = custom ? addMinutes(start, duration) : end!;
  if (deliveryDate === today && slotOver(start, endTime, timeIn(timeZone, now)))
    throw badRequest(M.noSlot, M.slotOverTitle);
  const weekday = WEEKDAYS[new Date(`${deliveryDate}T12:00:00Z`).getUTCDay()];
  return {
    deliveryDate,
    day: order.delivery_data.day?.trim().toUpperCase() || weekday,
    startTime: start,
    endTime,
    cutoffTime: order.delivery_data.cutoff_time || undefined,
    duration: custom ? duration : undefined,
  };
}

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/**
 * Mandatory request fields (spec 2 §5): of each service's active form, the active mandatory fields that are not
 * tied to another variant need a value (a multi-choice one at least one choice).
 */
export async function checkMandatoryFields(
  db: DbOrTx,
  storeId: string,
  lines: NewOrder['products'],
): Promise<void> {
  const ids = [...new Set(lines.filter((l) => !l.is_custom && l.product_id).map((l) => l.product_id!))];
  if (ids.length === 0) return;
  const forms = await db
    .select({ productId: productForms.productId, fields: productForms.requestFields })
    .from(productForms)
    .where(
      and(
        eq(productForms.storeId, storeId),
        eq(productForms.isActive, true),
        inArray(productForms.productId, ids),
      ),
    );
  const fieldsOf = new Map<string, RequestField[]>(forms.map((f) => [f.productId, f.fields]));
  for (const line of lines) {
    if (line.is_custom || !line.product_id) continue;
    const variant = line.selected_product_variant_id ?? null;
    const asked = (fieldsOf.get(line.product_id) ?? []).filter(
      (f) => f.is_active && f.is_mandatory && (!f.product_variant_id || f.product_variant_id === variant),
    );
    const answers = new Map((line.request_fields ?? []).map((r) => [r.name, r.value]));
    if (asked.some((f) => isEmpty(answers.get(f.name))))
      throw badRequest(M.mandatoryFields, M.mandatoryFieldsTitle);
  }
}

/** The booking's stored address: every field present. */
export function toShippingAddress(a: OrderAddress): ShippingAddress {
  return {
    first_name: a.first_name,
    last_name: a.last_name,
    street: a.street,
    locality: a.locality ?? '',
    landmark: a.landmark ?? '',
    city: a.city,
    state: a.state,
    zip_code: a.zip_code,
    country: a.country,
    country_code: a.country_code ?? a.phone_dialing_code ?? '',
    phone_no: a.phone_no ?? '',
    latitude: a.latitude ?? null,
    longitude: a.longitude ?? null,
  };
}
