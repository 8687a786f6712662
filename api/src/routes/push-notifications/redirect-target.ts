import { and, eq, type SQL } from 'drizzle-orm';
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
}

const TARGETS: Record<PushRedirectType, TargetTable> = {
  CATEGORY: {
    table: productCategories,
    id: productCategories.id,
    storeId: productCategories.storeId,
    live: eq(productCategories.isDeleted, false),
  },
  PRODUCT: {
    table: products,
    id: products.id,
    storeId: products.storeId,
    live: eq(products.isDeleted, false),
  },
  COLLECTION: {
    table: productCollections,
    id: productCollections.id,
    storeId: productCollections.storeId,
    live: eq(productCollections.isDeleted, false),
  },
  SUBSCRIPTION: {
    table: customerSubscriptions,
    id: customerSubscriptions.id,
    storeId: customerSubscriptions.storeId,
  },
  ORDER: { table: bookings, id: bookings.id, storeId: bookings.storeId },
  PAYMENT_REQUEST: { table: storePayments, id: storePayments.id, storeId: storePayments.storeId },
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
