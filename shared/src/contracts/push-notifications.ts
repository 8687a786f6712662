import { Type, type Static, type TSchema } from 'typebox';
import { DayText, Id, IdListText, MessageReply, PageQuery } from './common';
import type { ListCustomersQuery } from './customers';
import {
  PUSH_COUNT_EXCLUDE_MAX,
  PUSH_CUSTOMER_TYPES,
  PUSH_DELIVERY_TYPES,
  PUSH_EXCLUDE_MAX,
  PUSH_MESSAGE_MAX,
  PUSH_REDIRECT_TYPES,
  PUSH_STATUSES,
  PUSH_TITLE_MAX,
  type PushCustomerType,
  type PushDeliveryType,
  type PushRedirectType,
  type PushStatus,
} from './push-constants';

/**
 * Push notifications (spec 2 §2 "Push notifications", §3, §4, §5, §7, §8, §9). Paths under /api:
 *
 *   POST   store/push_notification {notification_details: PushNotificationInput}
 *                                                         create_push_notification  PushNotificationCreateReply
 *          Recipients are computed on the server and stored with the row: one_customer = that customer;
 *          multiple_customers = the store's customers that are not deleted, have push_notification on and match
 *          the criteria (the same semantics as GET customer/all's filters, see pushCriteriaToCustomerFilter),
 *          minus exclude_customer_ids. IMMEDIATE is sent at once; SCHEDULED waits for the server's scheduler.
 *          With no push provider configured the row is kept as an outbox entry with status NOT_SENT and
 *          status_reason PUSH_STATUS_REASONS.notConfigured; a SCHEDULED one stays SCHEDULED (and cancellable) until
 *          its time, when the scheduler records the same NOT_SENT outcome (or sends it, if a provider is set by then).
 *          400 with PUSH_MESSAGES / PUSH_REDIRECT_REQUIRED_MESSAGES texts (nothing written); 404 when customer_id
 *          is not a (not deleted) customer of this store, when an exclude id is not a customer of this store, or
 *          when redirect_to is not a target of this store (PUSH_REDIRECT_UNAVAILABLE_MESSAGES).
 *   GET    store/push_notification?limit&offset&filter.*  list_push_notification    PushNotificationList
 *          newest first; keyword in title or message; created_* days are store-local YYYY-MM-DD, inclusive;
 *          customer_id = notifications that went (or will go) to that customer.
 *   GET    store/push_notification/details?push_notification_id=
 *                                                         list_push_notification    PushNotificationDetailsReply
 *   GET    store/push_notification/recipients_count?filter.*&exclude_customer_ids=a,b
 *                                                         create_push_notification  PushRecipientsCountReply
 *          the count the new screen shows (matched - excluded); exclude ids outside the store: 404; at most
 *          PUSH_COUNT_EXCLUDE_MAX ids fit a URL (beyond that: GET customer/all's total minus the unticked count).
 *   PUT    store/push_notification/cancel {push_notification_id}
 *                                                         cancel_push_notification  MessageReply
 *          only a SCHEDULED, not cancelled notification whose send time is still ahead; else 400 (PUSH_MESSAGES).
 *   DELETE store/push_notification?push_notification_id=  delete_push_notification  MessageReply
 *          soft delete; a deleted scheduled notification is never dispatched.
 */

export * from './push-constants';

const CustomerTypeSchema = Type.Unsafe<PushCustomerType>(
  Type.Union(PUSH_CUSTOMER_TYPES.map((t) => Type.Literal(t))),
);
const RedirectTypeSchema = Type.Unsafe<PushRedirectType>(
  Type.Union(PUSH_REDIRECT_TYPES.map((t) => Type.Literal(t))),
);
const DeliveryTypeSchema = Type.Unsafe<PushDeliveryType>(
  Type.Union(PUSH_DELIVERY_TYPES.map((t) => Type.Literal(t))),
);
const StatusSchema = Type.Unsafe<PushStatus>(Type.Union(PUSH_STATUSES.map((s) => Type.Literal(s))));

const Day = DayText('2026-11-22');
/** 24-hour HH:mm, store-local (the picker shows 12-hour hh:mm A). */
const Time = Type.String({ maxLength: 5, pattern: '^([01]\\d|2[0-3]):[0-5]\\d$', examples: ['14:30'] });
const Count = Type.Integer({ minimum: 0, maximum: 1_000_000_000 });
const Amount = Type.Number({ minimum: 0, maximum: 1e12 });
const nullable = <T extends TSchema>(schema: T) => Type.Optional(Type.Union([schema, Type.Null()]));

/** Who a multiple_customers notification goes to (spec 2 §3 "criteria"); each end of a range is optional. */
export const PushCriteriaInput = Type.Object(
  {
    /** Store-local days, inclusive (the screen turns TODAY/YESTERDAY/WEEK/MONTH/CUSTOM into days). */
    customer_created_from: nullable(Day),
    customer_created_to: nullable(Day),
    min_order_count: nullable(Count),
    max_order_count: nullable(Count),
    min_lifetime_value: nullable(Amount),
    max_lifetime_value: nullable(Amount),
    min_points: nullable(Count),
    max_points: nullable(Count),
  },
  { additionalProperties: false },
);
export type PushCriteriaInput = Static<typeof PushCriteriaInput>;

export const PushCriteria = Type.Object({
  customer_created_from: Type.Union([Type.String(), Type.Null()]),
  customer_created_to: Type.Union([Type.String(), Type.Null()]),
  min_order_count: Type.Union([Type.Integer(), Type.Null()]),
  max_order_count: Type.Union([Type.Integer(), Type.Null()]),
  min_lifetime_value: Type.Union([Type.Number(), Type.Null()]),
  max_lifetime_value: Type.Union([Type.Number(), Type.Null()]),
  min_points: Type.Union([Type.Integer(), Type.Null()]),
  max_points: Type.Union([Type.Integer(), Type.Null()]),
});
export type PushCriteria = Static<typeof PushCriteria>;

/** The GET customer/all filter that lists the recipients of these criteria (the recipient modal uses it). */
export function pushCriteriaToCustomerFilter(
  criteria: PushCriteriaInput | null | undefined,
): ListCustomersQuery {
  const c = criteria ?? {};
  const given = <T>(value: T | null | undefined) => (value === null ? undefined : value);
  const filter: ListCustomersQuery = {
    'filter.push_notification': true,
    'filter.created_from': given(c.customer_created_from),
    'filter.created_to': given(c.customer_created_to),
    'filter.order_count_from': given(c.min_order_count),
    'filter.order_count_to': given(c.max_order_count),
    'filter.order_total_from': given(c.min_lifetime_value),
    'filter.order_total_to': given(c.max_lifetime_value),
    'filter.points_from': given(c.min_points),
    'filter.points_to': given(c.max_points),
  };
  // Keys left out instead of undefined, so the object can be used as URL parameters as it is.
  for (const key of Object.keys(filter) as (keyof ListCustomersQuery)[]) {
    if (filter[key] === undefined) delete filter[key];
  }
  return filter;
}

export const PushNotificationInput = Type.Object(
  {
    customer_type: CustomerTypeSchema,
    /** one_customer: required ('No customer selected'). Ignored for multiple_customers. */
    customer_id: nullable(Id),
    /** multiple_customers: the customers unticked in the recipient modal. Ignored for one_customer. */
    exclude_customer_ids: Type.Optional(Type.Array(Id, { maxItems: PUSH_EXCLUDE_MAX })),
    criteria: nullable(PushCriteriaInput),
    title: Type.String({ maxLength: PUSH_TITLE_MAX }),
    message: Type.String({ maxLength: PUSH_MESSAGE_MAX }),
    redirect_type: RedirectTypeSchema,
    /** The id of the target (category, service, collection, contract, booking or payment request). */
    redirect_to: nullable(Type.String({ maxLength: 100 })),
    delivery_type: DeliveryTypeSchema,
    /** SCHEDULED only (ignored for IMMEDIATE): store-local day from today to 30 days ahead. */
    delivery_date: nullable(Day),
    /** SCHEDULED only: store-local HH:mm, minutes a multiple of 10, later than now. */
    delivery_time: nullable(Time),
    /** An uploaded image url (POST misc/upload with type OTHERS), http or https. */
    notification_image: nullable(Type.String({ maxLength: 2000 })),
    attachment_image: nullable(Type.String({ maxLength: 2000 })),
  },
  { additionalProperties: false },
);
export type PushNotificationInput = Static<typeof PushNotificationInput>;

export const CreatePushNotificationBody = Type.Object(
  {
    notification_details: PushNotificationInput,
    /**
     * One key per submission (the screen makes it when the form opens and after each success): the same key
     * answers the notification it made first, so a doubled Send or Schedule makes one notification.
     */
    idempotency_key: Type.Optional(Type.String({ minLength: 8, maxLength: 100 })),
  },
  { additionalProperties: false },
);
export type CreatePushNotificationBody = Static<typeof CreatePushNotificationBody>;

export const PushCustomerRef = Type.Object({
  _id: Id,
  first_name: Type.String(),
  last_name: Type.String(),
  email: Type.Union([Type.String(), Type.Null()]),
  phone_no: Type.Union([Type.String(), Type.Null()]),
});
export type PushCustomerRef = Static<typeof PushCustomerRef>;

export const PushNotificationRow = Type.Object({
  _id: Id,
  title: Type.String(),
  message: Type.String(),
  customer_type: CustomerTypeSchema,
  customer_id: Type.Union([Id, Type.Null()]),
  /** The one_customer customer (null for multiple_customers or when that customer was removed). */
  customer: Type.Union([PushCustomerRef, Type.Null()]),
  exclude_customer_ids: Type.Array(Id),
  criteria: Type.Union([PushCriteria, Type.Null()]),
  redirect_type: Type.Union([Type.String(), Type.Null()]),
  redirect_to: Type.Union([Type.String(), Type.Null()]),
  delivery_type: DeliveryTypeSchema,
  delivery_date: Type.Union([Type.String(), Type.Null()]),
  delivery_time: Type.Union([Type.String(), Type.Null()]),
  /** The scheduled instant (ISO), null for IMMEDIATE. */
  send_at: Type.Union([Type.String(), Type.Null()]),
  notification_image: Type.Union([Type.String(), Type.Null()]),
  attachment_image: Type.Union([Type.String(), Type.Null()]),
  is_cancelled: Type.Boolean(),
  /** How many customers the provider was asked to reach (0 until it is sent). */
  sent_to_customers: Type.Integer(),
  /** The computed recipient list's size (matched minus excluded). */
  recipients_count: Type.Integer(),
  status: StatusSchema,
  /** Plain words for NOT_SENT, FAILED and CANCELLED; null otherwise. */
  status_reason: Type.Union([Type.String(), Type.Null()]),
  sent_at: Type.Union([Type.String(), Type.Null()]),
  /** Scheduled, not cancelled and the send time still ahead (spec 2 §4): the cancel action is shown. */
  can_cancel: Type.Boolean(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type PushNotificationRow = Static<typeof PushNotificationRow>;

export const PushNotificationCreateReply = Type.Object({
  message: Type.String(),
  title: Type.String(),
  data: PushNotificationRow,
});
export type PushNotificationCreateReply = Static<typeof PushNotificationCreateReply>;

export const ListPushNotificationsQuery = Type.Object(
  {
    ...PageQuery,
    'filter.customer_id': Type.Optional(Id),
    'filter.keyword': Type.Optional(Type.String({ maxLength: 100 })),
    'filter.created_from_date': Type.Optional(Day),
    'filter.created_to_date': Type.Optional(Day),
  },
  { additionalProperties: false },
);
export type ListPushNotificationsQuery = Static<typeof ListPushNotificationsQuery>;

export const PushNotificationList = Type.Object({
  data: Type.Array(PushNotificationRow),
  pages: Type.Integer(),
  total: Type.Integer(),
});
export type PushNotificationList = Static<typeof PushNotificationList>;

/** The OneSignal-compatible request (without the recipient list) and what the provider answered. */
export const PushProviderBody = Type.Object(
  {
    app_id: Type.Optional(Type.String()),
    headings: Type.Object({ en: Type.String() }),
    contents: Type.Object({ en: Type.String() }),
    data: Type.Object({
      redirect_type: Type.Union([Type.String(), Type.Null()]),
      redirect_to: Type.Union([Type.String(), Type.Null()]),
    }),
    big_picture: Type.Optional(Type.String()),
    ios_attachments: Type.Optional(Type.Object({ image: Type.String() })),
    /** SCHEDULED: the send time (ISO instant). */
    send_after: Type.Optional(Type.String()),
  },
  { additionalProperties: true },
);
export type PushProviderBody = Static<typeof PushProviderBody>;

export const PushProviderBatch = Type.Object({
  recipients: Type.Integer(),
  /** HTTP status of the provider's answer; null when it could not be reached. */
  status_code: Type.Union([Type.Integer(), Type.Null()]),
  response: Type.Unknown(),
  error: Type.Union([Type.String(), Type.Null()]),
});
export type PushProviderBatch = Static<typeof PushProviderBatch>;

export const PushProviderResponse = Type.Object({
  body: PushProviderBody,
  /** One entry per call made (empty until sent, or when no provider is configured). */
  batches: Type.Array(PushProviderBatch),
});
export type PushProviderResponse = Static<typeof PushProviderResponse>;

export const PushNotificationDetails = Type.Object({
  ...PushNotificationRow.properties,
  /** The computed recipients (customer ids). */
  recipient_ids: Type.Array(Id),
  /** The redirect target's name or number (#1024); null without a target or when it is gone. */
  redirect_to_name: Type.Union([Type.String(), Type.Null()]),
});
export type PushNotificationDetails = Static<typeof PushNotificationDetails>;

export const PushNotificationIdQuery = Type.Object(
  { push_notification_id: Id },
  { additionalProperties: false },
);
export type PushNotificationIdQuery = Static<typeof PushNotificationIdQuery>;

export const PushNotificationDetailsReply = Type.Object({
  notification_details: PushNotificationDetails,
  one_signal_response: Type.Union([PushProviderResponse, Type.Null()]),
});
export type PushNotificationDetailsReply = Static<typeof PushNotificationDetailsReply>;

export const PushRecipientsCountQuery = Type.Object(
  {
    'filter.customer_created_from': Type.Optional(Day),
    'filter.customer_created_to': Type.Optional(Day),
    'filter.min_order_count': Type.Optional(Count),
    'filter.max_order_count': Type.Optional(Count),
    'filter.min_lifetime_value': Type.Optional(Amount),
    'filter.max_lifetime_value': Type.Optional(Amount),
    'filter.min_points': Type.Optional(Count),
    'filter.max_points': Type.Optional(Count),
    /** Comma-separated customer ids unticked in the recipient modal (at most PUSH_COUNT_EXCLUDE_MAX). */
    exclude_customer_ids: Type.Optional(IdListText(PUSH_COUNT_EXCLUDE_MAX)),
  },
  { additionalProperties: false },
);
export type PushRecipientsCountQuery = Static<typeof PushRecipientsCountQuery>;

export const PushRecipientsCountReply = Type.Object({
  /** Customers matching the criteria who accept push notifications. */
  matched: Type.Integer(),
  /** Of those, how many are excluded. */
  excluded: Type.Integer(),
  recipients: Type.Integer(),
});
export type PushRecipientsCountReply = Static<typeof PushRecipientsCountReply>;

export const CancelPushNotificationBody = Type.Object(
  { push_notification_id: Id },
  { additionalProperties: false },
);
export type CancelPushNotificationBody = Static<typeof CancelPushNotificationBody>;
export const CancelPushNotificationReply = MessageReply;
export const DeletePushNotificationReply = MessageReply;
