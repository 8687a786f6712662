import dayjs from 'dayjs';
import { http, HttpResponse } from 'msw';
import {
  PUSH_MESSAGES as M,
  PUSH_REDIRECT_REQUIRED_MESSAGES,
  PUSH_REDIRECT_UNAVAILABLE_MESSAGES,
  PUSH_SCHEDULE_WINDOW_DAYS,
  PUSH_STATUS_REASONS,
  PUSH_TIME_STEP_MINUTES,
} from '../../contracts';
import type { CreatePushNotificationBody, PushNotificationDetailsReply } from '../../index';
import { findCustomer, mockCustomers } from './db/customers';
import {
  findPush,
  fullCriteria,
  matchingCustomers,
  mockPushes,
  nowInStore,
  pushRow,
  storeDay,
  tz,
  withCancel,
  type MockPush,
} from './db/pushes';
import { person } from './db/person';
import { PUSH_TARGETS } from './push-target-rows';
import { emptyScenario, fail, mockUrl, paged, refuse } from './respond';
import { contains, DAY_PATTERN, query } from './request';
import { mockId } from './seeded';
import {
  cancelPushOperation,
  countPushRecipientsOperation,
  createPushOperation,
  deletePushOperation,
  getPushOperation,
  listPushesOperation,
} from '../../contracts/all-operations';

/**
 * The push notification calls (contracts/push-notifications.ts) with the API's checks and texts. The
 * notifications live in push-mock-pushes.ts; the redirect-target lookups are in push-target-handlers.ts.
 */

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
  const target = redirectTo
    ? PUSH_TARGETS[input.redirect_type]().find((t) => t.id === redirectTo)
    : undefined;
  if (redirectTo && !target)
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
    redirect_to_name: target?.name ?? null,
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
  return HttpResponse.json({ message: M.created, title: M.createdTitle, data: pushRow(push) });
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

export const pushNotificationHandlers = [
  http.get(mockUrl(listPushesOperation), async ({ request }) => {
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
    return HttpResponse.json(paged(rows.map(pushRow), q.get('limit'), q.get('offset')));
  }),

  http.get(mockUrl(getPushOperation), async ({ request }) => {
    const refused = await refuse(request);
    if (refused) return refused;
    const push = findPush(query(request).get('push_notification_id'));
    return push ? HttpResponse.json(details(push)) : NOT_FOUND();
  }),

  http.get(mockUrl(countPushRecipientsOperation), async ({ request }) => {
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

  http.post(mockUrl(createPushOperation), async ({ request }) => {
    const refused = await refuse(request);
    return refused ?? create(request);
  }),

  http.put(mockUrl(cancelPushOperation), async ({ request }) => {
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

  http.delete(mockUrl(deletePushOperation), async ({ request }) => {
    const refused = await refuse(request);
    if (refused) return refused;
    const push = findPush(query(request).get('push_notification_id'));
    if (!push) return NOT_FOUND();
    push.is_deleted = true;
    return HttpResponse.json({ message: M.deleted, title: M.deletedTitle });
  }),
];
