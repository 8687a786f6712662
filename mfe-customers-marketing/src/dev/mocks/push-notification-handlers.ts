import dayjs from 'dayjs';
import { http, HttpResponse } from 'msw';
import {
  PUSH_MESSAGES as M,
  PUSH_REDIRECT_REQUIRED_MESSAGES,
  PUSH_REDIRECT_UNAVAILABLE_MESSAGES,
  PUSH_SCHEDULE_WINDOW_DAYS,
  PUSH_STATUS_REASONS,
  PUSH_TIME_STEP_MINUTES,
} from '@storedesk/shared/contracts';
import {
  inZone,
  useSession,
  type CategoryOption,
  type CollectionOption,
  type ContractListRow,
  type CreatePushNotificationBody,
  type OrderListRow,
  type PaymentListRow,
  type ProductOption,
  type PushCriteria,
  type PushCriteriaInput,
  type PushNotificationDetails,
  type PushNotificationDetailsReply,
  type PushNotificationRow,
  type PushRedirectType,
} from '@storedesk/shared';
import { findCustomer, mockCustomers, type MockCustomer } from './mock-customers';
import { mockId, pickOne, seeded } from './seeded';
import { DAY_PATTERN, emptyScenario, fail, mockUrl, paged, query, refuse } from './respond';

/**
 * The push notification calls (contracts/push-notifications.ts) with the API's checks and texts, and the
 * lookups of the new screen's redirect targets (categories, collections, services, contracts, payment
 * requests, bookings by number). Ids: notifications 0x60, categories 0x61, collections 0x62, services 0x63,
 * contracts 0x64, payment requests 0x65, bookings 0x66.
 */

const tz = () => useSession.getState().store?.store_timezone;
const storeDay = (iso: string) => inZone(iso, tz()).format('YYYY-MM-DD');
const nowInStore = () => inZone(dayjs(), tz());

// ---------- redirect targets ----------
const CATEGORY_NAMES = ['Cleaning', 'Appliance Repair', 'Pest Control', 'Painting', 'Plumbing', 'Electrical'];
const COLLECTION_NAMES = ['Festive Offers', 'Monsoon Care', 'New Home Essentials', 'Top Rated'];
const SERVICE_NAMES = [
  'Deep Home Cleaning',
  'Sofa Shampoo',
  'AC Service',
  'Kitchen Cleaning',
  'Termite Treatment',
  'Wall Painting',
  'Tap Repair',
  'Fan Installation',
];
const slug = (name: string) => name.toLowerCase().replace(/\s+/g, '-');
const person = (c: MockCustomer) => ({
  _id: c._id,
  first_name: c.first_name,
  last_name: c.last_name,
  email: c.email,
  phone_no: c.phone_no,
});

const categories = (): CategoryOption[] =>
  CATEGORY_NAMES.map((name, i) => ({
    _id: mockId(0x61, i + 1),
    name,
    url_slug: slug(name),
    image: null,
    is_parent: true,
    parent_category_id: null,
  }));

const collections = (): CollectionOption[] =>
  COLLECTION_NAMES.map((name, i) => ({ _id: mockId(0x62, i + 1), name, url_slug: slug(name), image: null }));

const services = (): ProductOption[] =>
  SERVICE_NAMES.map((name, i) => ({
    _id: mockId(0x63, i + 1),
    name,
    parent_sku: `SRV-${100 + i}`,
    selling_price: 499 + i * 250,
    compare_at_price: 599 + i * 250,
    common_price: true,
    is_available: true,
    product_category_id: mockId(0x61, (i % CATEGORY_NAMES.length) + 1),
    image: null,
    min_quantity: 1,
    max_quantity: 10,
    variants: [],
  }));

function contracts(): ContractListRow[] {
  return mockCustomers()
    .slice(0, 8)
    .map((c, i) => ({
      _id: mockId(0x64, i + 1),
      subscription_number: 5001 + i,
      subscription_id: mockId(0x67, 1 + (i % 2)),
      subscription_name: i % 2 ? 'Annual Pest Care' : 'Quarterly Deep Clean',
      variant_id: 'standard',
      variant: {
        _id: 'standard',
        name: 'Standard',
        billing_period: { billing_period_id: { _id: 'months-3', value: 3 }, price: '2999.00' },
      },
      parent_sku: i % 2 ? 'PEST-ANNUAL' : 'CLEAN-QTR',
      start_date: dayjs().subtract(i, 'month').format('YYYY-MM-DD'),
      end_date: dayjs()
        .add(3 - i, 'month')
        .format('YYYY-MM-DD'),
      price: '2999.00',
      is_active: true,
      is_expired: false,
      is_approved: 'APPROVED',
      zuper_contract_uid: null,
      customer_id: c._id,
      customer: person(c),
      payment: { is_paid: i % 3 !== 0, payment_method: null, transaction_id: null },
      is_paid: i % 3 !== 0,
      request_customer_payment: false,
      order_type: 'CSC',
      applicable_to_location: null,
      renewed_from: null,
      createdAt: dayjs().subtract(i, 'month').toISOString(),
      updatedAt: dayjs().subtract(i, 'day').toISOString(),
    }));
}

function payments(): PaymentListRow[] {
  return mockCustomers()
    .slice(0, 6)
    .map((c, i) => ({
      _id: mockId(0x65, i + 1),
      payment_number: 9001 + i,
      amount: `${(1200 + i * 350).toFixed(2)}`,
      status: i % 2 ? 'PAID' : 'PENDING',
      due_date: dayjs()
        .add(i * 5, 'day')
        .format('YYYY-MM-DD'),
      customer_id: c._id,
      customer: person(c),
      order_id: mockId(0x66, i + 1),
      order_number: 1001 + i,
      customer_subscription_id: null,
      subscription_number: null,
      payment: { is_paid: i % 2 === 1, payment_method: null, transaction_id: null },
      is_paid: i % 2 === 1,
      external_invoice_uid: null,
      status_history: [],
      createdAt: dayjs().subtract(i, 'day').toISOString(),
      updatedAt: dayjs().subtract(i, 'day').toISOString(),
    }));
}

/** Bookings 1001..1020, enough for the booking-number check. */
function bookings(): OrderListRow[] {
  return mockCustomers()
    .slice(0, 20)
    .map((c, i) => ({
      _id: mockId(0x66, i + 1),
      order_number: 1001 + i,
      customer_id: c._id,
      customer: person(c),
      products: [
        { product_id: mockId(0x63, 1), name: SERVICE_NAMES[0], variant_name: null, quantity: 1, price: 2499 },
      ],
      sub_total: 2499,
      tax: 449.82,
      discount_value: 0,
      total: 2948.82,
      delivery_date: dayjs().add(i, 'day').format('YYYY-MM-DD'),
      delivery_data: null,
      delivery_mode: 'SCHEDULED',
      current_status: {
        status_name: 'Confirmed',
        status_id: mockId(0x68, 1),
        master_order_status_id: mockId(0x68, 2),
        updated_by: null,
      },
      payment: { is_paid: false, payment_method: null, transaction_id: null },
      order_type: 'CSC',
      createdAt: dayjs().subtract(i, 'day').toISOString(),
      order_tags: [],
      store_location_id: null,
      customer_subscription_id: null,
      zuper_job_uid: null,
      version: 1,
      is_completed: false,
    }));
}

const TARGET_IDS: Record<PushRedirectType, () => string[]> = {
  CATEGORY: () => categories().map((r) => r._id),
  PRODUCT: () => services().map((r) => r._id),
  COLLECTION: () => collections().map((r) => r._id),
  SUBSCRIPTION: () => contracts().map((r) => r._id),
  ORDER: () => bookings().map((r) => r._id),
  PAYMENT_REQUEST: () => payments().map((r) => r._id),
};

const contains = (keyword: string | null, ...texts: (string | number | null)[]) =>
  !keyword || texts.some((t) => t !== null && String(t).toLowerCase().includes(keyword.trim().toLowerCase()));

const customerText = (c: {
  first_name: string;
  last_name: string;
  email: string | null;
  phone_no: string | null;
}) => [`${c.first_name} ${c.last_name}`, c.email, c.phone_no];

// ---------- recipients ----------
function inRange(value: number, low: number | null | undefined, high: number | null | undefined): boolean {
  return (
    (low === null || low === undefined || value >= low) &&
    (high === null || high === undefined || value <= high)
  );
}

/** The API's recipient rule: not deleted, push on, within the criteria (the customer list's filter semantics). */
function matchingCustomers(criteria: PushCriteriaInput | null | undefined): MockCustomer[] {
  const c = criteria ?? {};
  return mockCustomers().filter((customer) => {
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

const fullCriteria = (c: PushCriteriaInput | null | undefined): PushCriteria => ({
  customer_created_from: c?.customer_created_from ?? null,
  customer_created_to: c?.customer_created_to ?? null,
  min_order_count: c?.min_order_count ?? null,
  max_order_count: c?.max_order_count ?? null,
  min_lifetime_value: c?.min_lifetime_value ?? null,
  max_lifetime_value: c?.max_lifetime_value ?? null,
  min_points: c?.min_points ?? null,
  max_points: c?.max_points ?? null,
});

// ---------- notifications ----------
interface MockPush extends PushNotificationDetails {
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
const withCancel = (p: MockPush): MockPush => ({
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
const mockPushes = () => (pushes ??= generatePushes());
/** Forgets every change (tests start from the generated state). */
export function resetMockPushes(): void {
  pushes = null;
}
const findPush = (id: string | null) => mockPushes().find((p) => p._id === id && !p.is_deleted);

const row = (p: MockPush): PushNotificationRow => {
  const { is_deleted: _d, send_after: _s, recipient_ids: _r, ...rest } = withCancel(p);
  return rest;
};

const NOT_FOUND = () => fail(404, M.notFound, M.notFoundTitle);
const CUSTOMER_NOT_FOUND = () => fail(404, M.customerNotFound, M.customerNotFoundTitle);
const isHttpUrl = (url: string) => /^https?:\/\/\S+$/i.test(url);

/** The scheduled instant of a store-local day and HH:mm, or the API's refusal. */
function scheduledAt(
  date: string | null | undefined,
  time: string | null | undefined,
): dayjs.Dayjs | Response {
  if (!date || !time) return fail(400, M.scheduleMissing, M.missingTitle);
  if (!DAY_PATTERN.test(date) || !/^([01]\d|2[0-3]):[0-5]\d$/.test(time))
    return fail(400, 'Dates must be YYYY-MM-DD and times HH:mm.', 'Invalid Input');
  if (Number(time.slice(3, 5)) % PUSH_TIME_STEP_MINUTES !== 0)
    return fail(400, M.scheduleStep, M.invalidTitle);
  const zone = tz();
  const local = `${date}T${time}:00`;
  const at = zone ? dayjs.tz(local, zone) : dayjs(local);
  const today = nowInStore().format('YYYY-MM-DD');
  const lastDay = nowInStore().add(PUSH_SCHEDULE_WINDOW_DAYS, 'day').format('YYYY-MM-DD');
  if (date < today || !at.isAfter(dayjs())) return fail(400, M.schedulePast, M.invalidTitle);
  if (date > lastDay) return fail(400, M.scheduleTooFar, M.invalidTitle);
  return at;
}

async function create(request: Request): Promise<Response> {
  const { notification_details: input } = (await request.json()) as CreatePushNotificationBody;
  const one = input.customer_type === 'one_customer';
  if (one && !input.customer_id) return fail(400, M.noCustomer, M.missingTitle);
  const title = input.title.trim();
  const message = input.message.trim();
  if (!title) return fail(400, M.titleMissing, M.missingTitle);
  if (!message) return fail(400, M.messageMissing, M.missingTitle);
  const image = input.notification_image?.trim() || null;
  const attachment = input.attachment_image?.trim() || null;
  if ([image, attachment].some((url) => url && !isHttpUrl(url))) return fail(400, M.badImage, M.invalidTitle);
  const scheduled = input.delivery_type === 'SCHEDULED';
  const at = scheduled ? scheduledAt(input.delivery_date, input.delivery_time) : null;
  if (at instanceof Response) return at;
  const redirectTo = input.redirect_to?.trim() || null;
  if (!redirectTo && input.redirect_type !== 'PAYMENT_REQUEST')
    return fail(400, PUSH_REDIRECT_REQUIRED_MESSAGES[input.redirect_type], M.missingTitle);
  if (redirectTo && !TARGET_IDS[input.redirect_type]().includes(redirectTo))
    return fail(404, PUSH_REDIRECT_UNAVAILABLE_MESSAGES[input.redirect_type], M.invalidTitle);

  let recipients: string[];
  const excluded = one ? [] : [...new Set(input.exclude_customer_ids ?? [])];
  if (one) {
    const customer = findCustomer(input.customer_id);
    if (!customer) return CUSTOMER_NOT_FOUND();
    if (!customer.push_notification) return fail(400, M.customerOptedOut, M.invalidTitle);
    recipients = [customer._id];
  } else {
    if (excluded.some((id) => !mockCustomers().some((c) => c._id === id))) return CUSTOMER_NOT_FOUND();
    recipients = matchingCustomers(input.criteria)
      .map((c) => c._id)
      .filter((id) => !excluded.includes(id));
  }
  if (recipients.length === 0) return fail(400, M.noMatches, M.invalidTitle);

  const customer = one ? findCustomer(input.customer_id) : undefined;
  const now = new Date().toISOString();
  const push: MockPush = {
    _id: mockId(0x60, mockPushes().length + 1),
    title,
    message,
    customer_type: input.customer_type,
    customer_id: customer?._id ?? null,
    customer: customer ? person(customer) : null,
    exclude_customer_ids: excluded,
    criteria: one ? null : fullCriteria(input.criteria),
    redirect_type: input.redirect_type,
    redirect_to: redirectTo,
    delivery_type: input.delivery_type,
    delivery_date: scheduled ? (input.delivery_date ?? null) : null,
    delivery_time: scheduled ? (input.delivery_time ?? null) : null,
    send_at: at ? at.toISOString() : null,
    notification_image: image,
    attachment_image: attachment,
    is_cancelled: false,
    sent_to_customers: 0,
    recipients_count: recipients.length,
    recipient_ids: recipients,
    // The standalone page has no push provider, like an API without one configured.
    status: scheduled ? 'SCHEDULED' : 'NOT_SENT',
    status_reason: scheduled ? null : PUSH_STATUS_REASONS.notConfigured,
    sent_at: null,
    can_cancel: false,
    createdAt: now,
    updatedAt: now,
    is_deleted: false,
    send_after: at ? at.toISOString() : null,
  };
  mockPushes().unshift(push);
  return HttpResponse.json({ message: M.created, title: M.createdTitle, data: row(push) });
}

function details(p: MockPush): PushNotificationDetailsReply {
  const { is_deleted: _d, send_after, ...notification } = withCancel(p);
  return {
    notification_details: notification,
    one_signal_response: {
      body: {
        headings: { en: p.title },
        contents: { en: p.message },
        data: { redirect_type: p.redirect_type, redirect_to: p.redirect_to },
        ...(send_after ? { send_after } : {}),
      },
      batches: [],
    },
  };
}

/** A target lookup: keyword over the given texts, paged like the API (offset = page from 1). */
function lookup<T>(path: string, rows: () => T[], texts: (row: T) => (string | number | null)[]) {
  return http.get(mockUrl(path), async ({ request }) => {
    const refused = await refuse(request);
    if (refused) return refused;
    const q = query(request);
    const keyword = q.get('filter.keyword');
    const found = emptyScenario() ? [] : rows().filter((r) => contains(keyword, ...texts(r)));
    return HttpResponse.json(paged(found, q.get('limit'), q.get('offset')));
  });
}

export const pushNotificationHandlers = [
  http.get(mockUrl('store/push_notification'), async ({ request }) => {
    const refused = await refuse(request);
    if (refused) return refused;
    const q = query(request);
    const from = q.get('filter.created_from_date');
    const to = q.get('filter.created_to_date');
    if ([from, to].some((d) => d !== null && !DAY_PATTERN.test(d)))
      return fail(400, 'Dates must be YYYY-MM-DD.', 'Invalid Input');
    const keyword = q.get('filter.keyword');
    const customer = q.get('filter.customer_id');
    const rows = emptyScenario()
      ? []
      : mockPushes().filter((p) => {
          if (p.is_deleted || !contains(keyword, p.title, p.message)) return false;
          if (customer && !p.recipient_ids.includes(customer)) return false;
          const day = storeDay(p.createdAt);
          return !(from && day < from) && !(to && day > to);
        });
    return HttpResponse.json(paged(rows.map(row), q.get('limit'), q.get('offset')));
  }),

  http.get(mockUrl('store/push_notification/details'), async ({ request }) => {
    const refused = await refuse(request);
    if (refused) return refused;
    const push = findPush(query(request).get('push_notification_id'));
    return push ? HttpResponse.json(details(push)) : NOT_FOUND();
  }),

  http.get(mockUrl('store/push_notification/recipients_count'), async ({ request }) => {
    const refused = await refuse(request);
    if (refused) return refused;
    const q = query(request);
    const number = (key: string) => (q.get(`filter.${key}`) === null ? null : Number(q.get(`filter.${key}`)));
    const matched = matchingCustomers({
      customer_created_from: q.get('filter.customer_created_from'),
      customer_created_to: q.get('filter.customer_created_to'),
      min_order_count: number('min_order_count'),
      max_order_count: number('max_order_count'),
      min_lifetime_value: number('min_lifetime_value'),
      max_lifetime_value: number('max_lifetime_value'),
      min_points: number('min_points'),
      max_points: number('max_points'),
    }).map((c) => c._id);
    const exclude = (q.get('exclude_customer_ids') ?? '').split(',').filter(Boolean);
    if (exclude.some((id) => !mockCustomers().some((c) => c._id === id))) return CUSTOMER_NOT_FOUND();
    const excluded = matched.filter((id) => exclude.includes(id)).length;
    return HttpResponse.json({ matched: matched.length, excluded, recipients: matched.length - excluded });
  }),

  http.post(mockUrl('store/push_notification'), async ({ request }) => {
    const refused = await refuse(request);
    return refused ?? create(request);
  }),

  http.put(mockUrl('store/push_notification/cancel'), async ({ request }) => {
    const refused = await refuse(request);
    if (refused) return refused;
    const { push_notification_id } = (await request.json()) as { push_notification_id: string };
    const push = findPush(push_notification_id);
    if (!push) return NOT_FOUND();
    if (push.delivery_type !== 'SCHEDULED') return fail(400, M.cancelNotScheduled, M.cancelTitle);
    if (push.is_cancelled) return fail(400, M.cancelAlreadyCancelled, M.cancelTitle);
    if (!withCancel(push).can_cancel) return fail(400, M.cancelTimePassed, M.cancelTitle);
    Object.assign(push, {
      is_cancelled: true,
      status: 'CANCELLED',
      status_reason: PUSH_STATUS_REASONS.cancelled,
      updatedAt: new Date().toISOString(),
    });
    return HttpResponse.json({ message: M.cancelled, title: M.cancelledTitle });
  }),

  http.delete(mockUrl('store/push_notification'), async ({ request }) => {
    const refused = await refuse(request);
    if (refused) return refused;
    const push = findPush(query(request).get('push_notification_id'));
    if (!push) return NOT_FOUND();
    push.is_deleted = true;
    return HttpResponse.json({ message: M.deleted, title: M.deletedTitle });
  }),

  lookup('category/all', categories, (c) => [c.name, c.url_slug]),
  lookup('store/product/collection/all', collections, (c) => [c.name, c.url_slug]),
  lookup('store/product/all', services, (p) => [p.name, p.parent_sku]),
  lookup('store/customer_subscription/all', contracts, (c) => [
    c.subscription_number,
    ...customerText(c.customer),
  ]),
  lookup('store/payment/all', payments, (p) => [p.payment_number, ...customerText(p.customer)]),

  // GET store/order/all: the new screen asks for a booking by its number only.
  http.get(mockUrl('store/order/all'), async ({ request }) => {
    const refused = await refuse(request);
    if (refused) return refused;
    const q = query(request);
    const number = q.get('filter.order_number');
    const keyword = q.get('filter.keyword');
    const rows = bookings().filter(
      (b) => (number === null || String(b.order_number) === number) && contains(keyword, b.order_number),
    );
    return HttpResponse.json(paged(rows, q.get('limit'), q.get('offset'), 20));
  }),
];
