import dayjs from 'dayjs';
import { PUSH_STATUS_REASONS } from '../../../contracts';
import {
  inZone,
  useSession,
  type PushCriteria,
  type PushCriteriaInput,
  type PushNotificationDetails,
  type PushNotificationRow,
} from '../../../index';
import { mockCustomers, type MockCustomer } from './customers';
import { person } from './person';
import { withCounts } from './customer-counts';
import { mockId, pickOne, seeded } from '../seeded';

/**
 * The standalone page's push notifications (ids 0x60) and the API's recipient rule, kept in memory so the
 * calls in push-notification-handlers.ts can change them.
 */

export const tz = () => useSession.getState().store?.store_timezone;
export const storeDay = (iso: string) => inZone(iso, tz()).format('YYYY-MM-DD');
export const nowInStore = () => inZone(dayjs(), tz());

function inRange(value: number, low: number | null | undefined, high: number | null | undefined): boolean {
  return (
    (low === null || low === undefined || value >= low) &&
    (high === null || high === undefined || value <= high)
  );
}

/** The API's recipient rule: not deleted, push on, within the criteria (the customer list's filter semantics). */
export function matchingCustomers(criteria: PushCriteriaInput | null | undefined): MockCustomer[] {
  const c = criteria ?? {};
  return mockCustomers()
    .map(withCounts)
    .filter((customer) => {
      if (customer.is_deleted || !customer.push_notification) return false;
      const day = storeDay(customer.createdAt);
      if (c.customer_created_from && day < c.customer_created_from) return false;
      if (c.customer_created_to && day > c.customer_created_to) return false;
      return (
        inRange(customer.order_count, c.min_order_count, c.max_order_count) &&
        inRange(customer.order_total, c.min_lifetime_value, c.max_lifetime_value) &&
        inRange(customer.points, c.min_points, c.max_points)
      );
    });
}

export const fullCriteria = (c: PushCriteriaInput | null | undefined): PushCriteria => ({
  customer_created_from: c?.customer_created_from ?? null,
  customer_created_to: c?.customer_created_to ?? null,
  min_order_count: c?.min_order_count ?? null,
  max_order_count: c?.max_order_count ?? null,
  min_lifetime_value: c?.min_lifetime_value ?? null,
  max_lifetime_value: c?.max_lifetime_value ?? null,
  min_points: c?.min_points ?? null,
  max_points: c?.max_points ?? null,
});

export interface MockPush extends PushNotificationDetails {
  is_deleted: boolean;
  send_after: string | null;
}

const TITLES = [
  ['Festive offer', 'Flat 20% off on deep cleaning this week.'],
  ['Your booking is confirmed', 'Our team will reach you on time.'],
  ['Monsoon care', 'Book a pest control visit before the rains.'],
  ['Pay your invoice', 'A payment request is waiting for you.'],
  ['Renew your contract', 'Your cleaning contract ends soon.'],
];

/** Whether cancel is still possible (spec 2 §4), computed when read, as time passes. */
export const withCancel = (p: MockPush): MockPush => ({
  ...p,
  can_cancel:
    p.delivery_type === 'SCHEDULED' &&
    !p.is_cancelled &&
    p.send_at !== null &&
    Date.parse(p.send_at) > Date.now(),
});

function generatePushes(): MockPush[] {
  const random = seeded('push-notifications');
  const people = mockCustomers();
  return Array.from({ length: 24 }, (_, i) => {
    const [title, message] = TITLES[i % TITLES.length];
    const one = i % 3 !== 0;
    const customer = one ? pickOne(random, people) : null;
    const created = dayjs().subtract(i * 16 + Math.floor(random() * 10), 'hour');
    // The newest few are scheduled ahead (cancellable); one of them is already cancelled.
    const scheduled = i < 4 || i % 5 === 0;
    const sendAt = scheduled
      ? (i < 4 ? dayjs().add(i + 1, 'day') : created.add(2, 'hour')).minute(30).second(0).millisecond(0)
      : null;
    const cancelled = i === 2;
    const recipients = one
      ? [customer!._id]
      : matchingCustomers({ min_order_count: i % 4 }).map((c) => c._id);
    const pending = sendAt !== null && sendAt.isAfter(dayjs());
    const status: PushNotificationRow['status'] = cancelled
      ? 'CANCELLED'
      : pending
        ? 'SCHEDULED'
        : 'NOT_SENT';
    return {
      _id: mockId(0x60, i + 1),
      title,
      message,
      customer_type: one ? 'one_customer' : 'multiple_customers',
      customer_id: customer?._id ?? null,
      customer: customer ? person(customer) : null,
      exclude_customer_ids: [],
      criteria: one ? null : fullCriteria({ min_order_count: i % 4 }),
      redirect_type: pickOne(random, ['CATEGORY', 'PRODUCT', 'COLLECTION', 'PAYMENT_REQUEST'] as const),
      redirect_to: null,
      redirect_to_name: null,
      delivery_type: scheduled ? 'SCHEDULED' : 'IMMEDIATE',
      delivery_date: sendAt ? inZone(sendAt, tz()).format('YYYY-MM-DD') : null,
      delivery_time: sendAt ? inZone(sendAt, tz()).format('HH:mm') : null,
      send_at: sendAt?.toISOString() ?? null,
      notification_image: null,
      attachment_image: null,
      is_cancelled: cancelled,
      sent_to_customers: 0,
      recipients_count: recipients.length,
      recipient_ids: recipients,
      status,
      status_reason: cancelled
        ? PUSH_STATUS_REASONS.cancelled
        : status === 'NOT_SENT'
          ? PUSH_STATUS_REASONS.notConfigured
          : null,
      sent_at: null,
      can_cancel: false,
      createdAt: created.toISOString(),
      updatedAt: created.toISOString(),
      is_deleted: false,
      send_after: sendAt?.toISOString() ?? null,
    };
  });
}

let pushes: MockPush[] | null = null;
export const mockPushes = () => (pushes ??= generatePushes());
/** Forgets every change (tests start from the generated state). */
export function resetMockPushes(): void {
  pushes = null;
}
export const findPush = (id: string | null) => mockPushes().find((p) => p._id === id && !p.is_deleted);

/** A list row: the stored notification without its mock-only fields and recipients. */
export const pushRow = (p: MockPush): PushNotificationRow => {
  const { is_deleted: _d, send_after: _s, recipient_ids: _r, ...rest } = withCancel(p);
  return rest;
};
