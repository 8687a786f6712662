import type { Dayjs } from 'dayjs';
import type {
  Cart,
  CartLine,
  CartLineInput,
  CartPayload,
  CartType,
  CreateOrderBody,
  CustomerDetail,
  DiscountInput,
  OrderAddress,
} from '@storedesk/shared';
import { toApiDate } from '@storedesk/shared';
import { NEW_BOOKING_TEXTS as T } from '../new-booking-texts';
import {
  CUSTOM_SLOT,
  endTime,
  slotOver,
  weekdayOf,
  type SlotChoice,
  type StoreClock,
} from '../../shared/model/schedule';

export const DEFAULT_DELIVERY_TYPE = 'SCHEDULED';

/** The antd form of the screen: everything but the customer, the address and the lines. */
export interface BookingFormValues {
  delivery_date: Dayjs;
  /** A slot's _id, or CUSTOM_SLOT for a custom start time and duration. */
  slot?: string;
  custom_start?: Dayjs | null;
  duration?: number | null;
  delivery_type: string;
  store_location_id?: string | null;
  status_id?: string;
  payment_method?: string | null;
  is_paid: boolean;
  discount_type: DiscountInput['type'];
  discount_value: number | null;
  points: number | null;
  customer_notes?: string;
  order_tags: string[];
}

/** Spec 2 "New booking" initial state: SCHEDULED, today, discount VALUE 0 (status: the first, set on load). */
export function initialValues(today: Dayjs): BookingFormValues {
  return {
    delivery_date: today,
    delivery_type: DEFAULT_DELIVERY_TYPE,
    is_paid: false,
    discount_type: 'VALUE',
    discount_value: 0,
    points: 0,
    order_tags: [],
    customer_notes: '',
  };
}

/** Which cart change a form field is (spec 2 §3 cart payload type). */
export function changeTypeOf(field: keyof BookingFormValues): CartType | null {
  switch (field) {
    case 'delivery_date':
    case 'delivery_type':
    case 'slot':
      return 'DELIVERY';
    case 'store_location_id':
      return 'STORE';
    case 'payment_method':
    case 'is_paid':
    case 'discount_type':
    case 'discount_value':
    case 'points':
      return 'PAYMENT';
    default:
      return null;
  }
}

/** A saved cart line back into what the cart and the booking calls take (prices stay the server's). */
export function toLineInput(line: CartLine): CartLineInput {
  return {
    product_id: line.product_id,
    name: line.name,
    selected_quantity: line.selected_quantity,
    selected_product_variant_id: line.selected_product_variant_id,
    request_fields: line.request_fields as CartLineInput['request_fields'],
    product_meta_datas: line.product_meta_datas,
    is_custom: line.is_custom,
    // Only a custom line's price counts on the server; sending it for others is harmless and ignored.
    ...(line.is_custom ? { selling_price: line.selling_price } : {}),
  };
}

const discountOf = (v: BookingFormValues): DiscountInput => ({
  type: v.discount_type ?? 'VALUE',
  value: v.discount_value ?? 0,
});

/** The whole cart as the screen holds it, tagged with what changed; the server prices it. */
export function toCartPayload(
  type: CartType,
  customer: CustomerDetail,
  lines: CartLineInput[],
  address: OrderAddress | null,
  v: BookingFormValues,
): CartPayload {
  return {
    order_type: 'CSC',
    type,
    customer_id: customer._id,
    cart: {
      products: lines,
      shipping_address: address,
      billing_address: address,
      payment: { is_paid: v.is_paid, payment_method: v.payment_method ?? null },
      customer_notes: v.customer_notes ?? '',
      order_tags: v.order_tags ?? [],
      delivery_data: { day: weekdayOf(v.delivery_date), delivery_type: v.delivery_type },
      delivery_date: v.delivery_date ? toApiDate(v.delivery_date, 'YYYY/MM/DD') : null,
      store_location_id: v.store_location_id ?? null,
      points: v.points ?? 0,
    },
    discount: discountOf(v),
  };
}

export interface BookingProblem {
  title: string;
  message: string;
}

/** The screen's own checks before it sends the booking, in the spec's order and words (spec 2 §5). */
export function checkBooking(
  customer: CustomerDetail | null,
  lines: CartLineInput[],
  address: OrderAddress | null,
  v: Pick<BookingFormValues, 'delivery_date' | 'slot' | 'custom_start' | 'duration'>,
  slot: SlotChoice | null,
  clock: StoreClock,
): BookingProblem | null {
  if (!customer) return { title: T.noCustomerTitle, message: T.noCustomer };
  if (lines.length === 0) return { title: T.noServiceTitle, message: T.noService };
  if (!address) return { title: T.noAddressTitle, message: T.noAddress };
  const custom = v.slot === CUSTOM_SLOT && !!v.custom_start && !!v.duration && v.duration > 0;
  if (!custom && !slot) return { title: T.noSlotTitle, message: T.noSlot };
  const start = custom ? v.custom_start!.format('HH:mm') : slot!.start_time;
  const end = custom ? endTime(start, v.duration!) : slot!.end_time;
  // The form stayed open past the slot's end: the spec's slot words, with a title saying why.
  if (slotOver(v.delivery_date, start, end, clock)) return { title: T.slotOverTitle, message: T.noSlot };
  return null;
}

/** The create call's body (spec 2 §7 "Create booking": order and discount), with the submission's key. */
export function toCreateOrderBody(
  customer: CustomerDetail,
  lines: CartLineInput[],
  address: OrderAddress,
  v: BookingFormValues,
  slot: SlotChoice | null,
  idempotencyKey: string,
): CreateOrderBody {
  const custom = v.slot === CUSTOM_SLOT && v.custom_start && v.duration;
  const start = custom ? v.custom_start!.format('HH:mm') : (slot?.start_time ?? '');
  return {
    order: {
      customer_id: customer._id,
      order_type: 'CSC',
      products: lines,
      shipping_address: address,
      billing_address: address,
      payment: { is_paid: v.is_paid, payment_method: v.payment_method ?? null },
      customer_notes: v.customer_notes ?? '',
      order_tags: v.order_tags ?? [],
      delivery_date: toApiDate(v.delivery_date, 'YYYY/MM/DD'),
      delivery_data: {
        day: weekdayOf(v.delivery_date),
        start_time: start,
        end_time: custom ? endTime(start, v.duration!) : (slot?.end_time ?? ''),
        cutoff_time: custom ? '' : (slot?.cutoff_time ?? ''),
        ...(custom ? { duration: v.duration! } : {}),
        type: v.delivery_type,
      },
      delivery_mode: v.delivery_type,
      ...(v.status_id ? { current_status: { status_id: v.status_id } } : {}),
      store_location_id: v.store_location_id ?? null,
      points: v.points ?? 0,
      send_mail: true,
    },
    discount: discountOf(v),
    idempotency_key: idempotencyKey,
  };
}

/** Form values restored from an abandoned cart (spec 2: cart, customer, totals and delivery date are loaded). */
export function valuesFromCart(cart: Cart, fallback: BookingFormValues, parseDay: (d: string) => Dayjs) {
  const discountType = cart.discount.type === 'PERCENTAGE' ? 'PERCENTAGE' : 'VALUE';
  return {
    ...fallback,
    delivery_date: cart.delivery_date ? parseDay(cart.delivery_date) : fallback.delivery_date,
    delivery_type: cart.delivery_data.delivery_type ?? fallback.delivery_type,
    store_location_id: cart.store_location_id,
    payment_method: cart.payment.payment_method,
    is_paid: cart.payment.is_paid,
    discount_type: discountType,
    discount_value: cart.discount.value,
    points: cart.points,
    customer_notes: cart.customer_notes,
    order_tags: cart.order_tags,
  } satisfies BookingFormValues;
}
