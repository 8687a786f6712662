import { bigint, boolean, date, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { idColumn, timestamps, tz } from './platform';
import { bookings } from './bookings';
import { customerSubscriptions, type PaymentBlock } from './contracts';
import { customers } from './customers';
import { money, storeIdColumn } from './settings';

/** Payment requests (spec 2 "store_payment") and their status history. */

/** Statuses a payment request takes; the spec names only PAID, the rest are ours. */
export const PAYMENT_REQUEST_STATUSES = ['PENDING', 'PAID', 'FAILED', 'CANCELLED'] as const;
export type PaymentRequestStatus = (typeof PAYMENT_REQUEST_STATUSES)[number];

/** A payment request for a booking (order_id) or a contract (customer_subscription_id), never both. */
export const storePayments = pgTable(
  'store_payments',
  {
    id: idColumn(),
    storeId: storeIdColumn(),
    paymentNumber: bigint('payment_number', { mode: 'number' }).notNull(),
    amount: money('amount').notNull(),
    status: text('status').notNull().default('PENDING'),
    dueDate: date('due_date').notNull(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    orderId: uuid('order_id').references(() => bookings.id, { onDelete: 'cascade' }),
    customerSubscriptionId: uuid('customer_subscription_id').references(() => customerSubscriptions.id, {
      onDelete: 'cascade',
    }),
    payment: jsonb('payment')
      .$type<PaymentBlock>()
      .notNull()
      .default({ is_paid: false, payment_method: null, transaction_id: null }),
    isPaid: boolean('is_paid').notNull().default(false),
    externalInvoiceUid: text('external_invoice_uid'),
    createdBy: uuid('created_by'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('store_payments_store_number_key').on(t.storeId, t.paymentNumber),
    index('store_payments_store_created_idx').on(t.storeId, t.createdAt),
    index('store_payments_store_customer_idx').on(t.storeId, t.customerId),
    index('store_payments_order_idx').on(t.orderId),
    index('store_payments_subscription_idx').on(t.customerSubscriptionId),
  ],
);

export const storePaymentStatusHistory = pgTable(
  'store_payment_status_history',
  {
    id: idColumn(),
    storeId: storeIdColumn(),
    storePaymentId: uuid('store_payment_id')
      .notNull()
      .references(() => storePayments.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    updatedBy: uuid('updated_by'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('store_payment_status_history_payment_idx').on(t.storePaymentId, t.createdAt),
    index('store_payment_status_history_store_idx').on(t.storeId),
  ],
);
