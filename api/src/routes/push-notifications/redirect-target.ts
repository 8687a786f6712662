import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  PUSH_MESSAGES as M,
  PUSH_REDIRECT_REQUIRED_MESSAGES,
  PUSH_REDIRECT_UNAVAILABLE_MESSAGES,
  type PushRedirectType,
} from '@storedesk/shared/contracts';
import type { DbOrTx } from '../../db/client';
import {
  bookings,
  customerSubscriptions,
  productCategories,
  productCollections,
  products,
  storePayments,
} from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';

interface TargetTable {
  table: PgTable;
  id: PgColumn;
  storeId: PgColumn;
  /** Extra condition, e.g. not deleted. */
  live?: SQL;
  /** What a person knows the target by: its name, or its number. */
  label: SQL<string>;
}

const TARGETS: Record<PushRedirectType, TargetTable> = {
  CATEGORY: {
    table: productCategories,
    id: productCategories.id,
    storeId: productCategories.storeId,
    live: eq(productCategories.isDeleted, false),
    label: sql<string>`${productCategories.name}`,
  },
  PRODUCT: {
    table: products,
    id: products.id,
    storeId: products.storeId,
    live: eq(products.isDeleted, false),
    label: sql<string>`${products.name}`,
  },
  COLLECTION: {
    table: productCollections,
    id: productCollections.id,
    storeId: productCollections.storeId,
    live: eq(productCollections.isDeleted, false),
    label: sql<string>`${productCollections.name}`,
  },
  SUBSCRIPTION: {
    table: customerSubscriptions,
    id: customerSubscriptions.id,
    storeId: customerSubscriptions.storeId,
    label: sql<string>`'#' || ${customerSubscriptions.subscriptionNumber} || ' ' || ${customerSubscriptions.subscriptionName}`,
  },
  ORDER: {
    table: bookings,
    id: bookings.id,
    storeId: bookings.storeId,
    label: sql<string>`'#' || ${bookings.orderNumber}`,
  },
  PAYMENT_REQUEST: {
    table: storePayments,
    id: storePayments.id,
    storeId: storePayments.storeId,
    label: sql<string>`'#' || ${storePayments.paymentNumber}`,
  },
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The redirect target: required per type with the spec's text (PAYMENT_REQUEST may be left empty), and when
 * given it must be an id of that kind in this store (else 404, like any id of another store).
 */
export async function checkRedirectTarget(
  db: DbOrTx,
  storeId: string,
  type: PushRedirectType,
  target: string | null,
): Promise<void> {
  if (!target) {
    if (type === 'PAYMENT_REQUEST') return;
    throw badRequest(PUSH_REDIRECT_REQUIRED_MESSAGES[type], M.missingTitle);
  }
  const unavailable = notFound(PUSH_REDIRECT_UNAVAILABLE_MESSAGES[type], M.invalidTitle);
  if (!UUID.test(target)) throw unavailable;
  const t = TARGETS[type];
  const [found] = await db
    .select({ id: t.id })
    .from(t.table)
    .where(and(eq(t.id, target), eq(t.storeId, storeId), t.live))
    .limit(1);
  if (!found) throw unavailable;
}

/**
 * The name (or number) of a notification's redirect target for its details; null when it has none, or when the
 * target is no longer there (a deleted booking, say). A target deleted softly keeps its name.
 */
export async function redirectTargetName(
  db: DbOrTx,
  storeId: string,
  type: string | null,
  target: string | null,
): Promise<string | null> {
  if (!type || !target || !UUID.test(target) || !(type in TARGETS)) return null;
  const t = TARGETS[type as PushRedirectType];
  const [found] = await db
    .select({ label: t.label })
    .from(t.table)
    .where(and(eq(t.id, target), eq(t.storeId, storeId)))
    .limit(1);
  return found?.label ?? null;
}
