import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { PushStatus } from '@storedesk/shared/contracts';
import { idColumn, timestamps, tz } from './platform';
import { customers } from './customers';
import { storeIdColumn } from './settings';

/** Blog posts (spec 1 "store_blog") and push notifications (spec 2 "Push notification"). */

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: idColumn(),
    storeId: storeIdColumn(),
    title: text('title').notNull(),
    urlSlug: text('url_slug').notNull(),
    blogContent: text('blog_content').notNull().default(''),
    blogCoverPic: text('blog_cover_pic'),
    isActive: boolean('is_active').notNull().default(true),
    postDate: tz('post_date'),
    createdBy: uuid('created_by'),
    isDeleted: boolean('is_deleted').notNull().default(false),
    /** Bumped by every edit; an edit carrying an older one is a 409 (edit-blog.ts). */
    version: integer('version').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('blog_posts_store_slug_key')
      .on(t.storeId, t.urlSlug)
      .where(sql`${t.isDeleted} = false`),
    index('blog_posts_store_created_idx').on(t.storeId, t.createdAt),
  ],
);

/** Who a "multiple customers" notification goes to (spec 2 "criteria"). */
export interface PushCriteria {
  customer_created_from: string | null;
  customer_created_to: string | null;
  min_order_count: number | null;
  max_order_count: number | null;
  min_lifetime_value: number | null;
  max_lifetime_value: number | null;
  min_points: number | null;
  max_points: number | null;
}

export const pushNotifications = pgTable(
  'push_notifications',
  {
    id: idColumn(),
    storeId: storeIdColumn(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    customerType: text('customer_type').$type<'one_customer' | 'multiple_customers'>().notNull(),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    excludeCustomerIds: jsonb('exclude_customer_ids').$type<string[]>().notNull().default([]),
    criteria: jsonb('criteria').$type<PushCriteria>(),
    redirectType: text('redirect_type'),
    redirectTo: text('redirect_to'),
    deliveryType: text('delivery_type').$type<'IMMEDIATE' | 'SCHEDULED'>().notNull().default('IMMEDIATE'),
    /** As entered, store-local: YYYY-MM-DD and HH:mm. send_at is the same instant as a timestamptz. */
    deliveryDate: date('delivery_date'),
    deliveryTime: text('delivery_time'),
    sendAt: tz('send_at'),
    notificationImage: text('notification_image'),
    attachmentImage: text('attachment_image'),
    isCancelled: boolean('is_cancelled').notNull().default(false),
    sentToCustomers: integer('sent_to_customers').notNull().default(0),
    oneSignalResponse: jsonb('one_signal_response'),
    /** The outbox state: SCHEDULED until the scheduler dispatches it; SENT, NOT_SENT, FAILED final. */
    status: text('status').$type<PushStatus>().notNull().default('NOT_SENT'),
    /** Plain words for NOT_SENT, FAILED and CANCELLED. */
    statusReason: text('status_reason'),
    /** The recipients computed when the notification was created (customer ids). */
    recipientIds: jsonb('recipient_ids').$type<string[]>().notNull().default([]),
    sentAt: tz('sent_at'),
    createdBy: uuid('created_by'),
    isDeleted: boolean('is_deleted').notNull().default(false),
    /** The screen's key for one submission: a doubled Send or Schedule answers the first notification. */
    idempotencyKey: text('idempotency_key'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('push_notifications_store_idempotency_key').on(t.storeId, t.idempotencyKey),
    index('push_notifications_store_created_idx').on(t.storeId, t.createdAt),
    index('push_notifications_customer_idx').on(t.customerId),
    // The scheduler's scan for due SCHEDULED rows.
    index('push_notifications_due_idx').on(t.status, t.sendAt),
    // filter.customer_id: notifications whose recipient list holds a customer.
    index('push_notifications_recipients_idx').using('gin', t.recipientIds),
    check(
      'push_notifications_status_check',
      sql`${t.status} in ('SCHEDULED', 'SENT', 'NOT_SENT', 'FAILED', 'CANCELLED')`,
    ),
  ],
);
