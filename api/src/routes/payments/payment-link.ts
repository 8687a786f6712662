import type { FastifyInstance } from 'fastify';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { customers, stores, storePayments } from '../../db/schema';
import { recordAudit } from '../../http/audit';
import { configuredPaymentAdapter, ProviderError } from '../../payments/provider';

/** The provider refuses links expiring sooner than this (Razorpay: 15 minutes). */
const MIN_LINK_LIFE_MS = 20 * 60_000;

const adapterOf = (app: FastifyInstance) => configuredPaymentAdapter(app.config.paymentProvider);

/** Link states after which the provider takes no more payment on it. */
export const DEAD_LINK = ['CANCELLED', 'EXPIRED'];

/**
 * The reference id of a request's n-th link: the request's id for the first, `<id>-<n>` after (40 characters at most,
 * as Razorpay allows). The provider refuses a reference id twice, so a reopened request's new link needs its own.
 */
export const linkReference = (paymentId: string, generation: number) =>
  generation <= 1 ? paymentId : `${paymentId}-${generation}`;

/** The columns that start a new link for a request whose link died (reopened): written, then issueLink. */
export const nextLinkColumns = (generation: number) => ({
  linkStatus: 'CREATING',
  linkGeneration: generation + 1,
  linkId: null,
  linkUrl: null,
  linkExpiresAt: null,
  linkError: null,
});

/**
 * Makes the payment link of a request whose link is CREATING, after the request's transaction committed (a provider
 * call never runs inside a transaction). The reference id is the request's id, so a retry after a lost answer
 * finds the same link instead of making a second. A failure is kept on the request (FAILED, with the provider's
 * words) for a retry from its details; it never undoes the request.
 */
export async function issueLink(app: FastifyInstance, paymentId: string): Promise<void> {
  const adapter = adapterOf(app);
  if (!adapter) return;
  const [row] = await app.db
    .select({
      p: storePayments,
      currency: stores.currency,
      expireAt: sql<Date>`((${storePayments.dueDate} + 1)::timestamp at time zone ${stores.storeTimezone})`,
      firstName: customers.firstName,
      lastName: customers.lastName,
      email: customers.email,
      phoneNo: customers.phoneNo,
      countryCode: customers.countryCode,
    })
    .from(storePayments)
    .innerJoin(stores, eq(stores.id, storePayments.storeId))
    .innerJoin(customers, eq(customers.id, storePayments.customerId))
    .where(and(eq(storePayments.id, paymentId), eq(storePayments.linkStatus, 'CREATING')))
    .limit(1);
  if (!row) return;
  const expireAt = new Date(row.expireAt);
  const earliest = Date.now() + MIN_LINK_LIFE_MS;
  const contact = row.phoneNo ? `${row.countryCode ?? ''}${row.phoneNo}` : null;
  let update: Partial<typeof storePayments.$inferInsert>;
  try {
    const link = await adapter.createLink({
      amount: row.p.amount,
      currency: row.currency,
      customer: { name: `${row.firstName} ${row.lastName}`.trim(), contact, email: row.email },
      expireBy: expireAt.getTime() < earliest ? new Date(earliest) : expireAt,
      referenceId: linkReference(row.p.id, row.p.linkGeneration),
      description: `Payment request #${row.p.paymentNumber}`,
    });
    update = {
      linkStatus: 'CREATED',
      linkId: link.id,
      linkUrl: link.shortUrl,
      linkExpiresAt: link.expireBy,
      linkError: null,
    };
  } catch (error) {
    const reason = error instanceof ProviderError ? error.message : 'The payment link could not be created';
    update = { linkStatus: 'FAILED', linkError: reason };
  }
  await app.db.transaction(async (tx) => {
    const [after] = await tx
      .update(storePayments)
      .set({ ...update, updatedAt: new Date() })
      .where(and(eq(storePayments.id, paymentId), eq(storePayments.linkStatus, 'CREATING')))
      .returning();
    if (!after) return;
    await recordAudit(tx, {
      employeeId: null,
      storeId: after.storeId,
      entity: 'store_payment',
      entityId: after.id,
      action: after.linkStatus === 'CREATED' ? 'link_created' : 'link_failed',
      after: { link_status: after.linkStatus, link_id: after.linkId, link_error: after.linkError },
    });
  });
}

/**
 * Claims a FAILED (or stuck CREATING) link for another try, or starts the next link of an open request whose link
 * was cancelled or expired; false when there is nothing to retry.
 */
export async function claimLinkRetry(app: FastifyInstance, storeId: string, paymentId: string) {
  const scope = and(
    eq(storePayments.id, paymentId),
    eq(storePayments.storeId, storeId),
    inArray(storePayments.status, ['PENDING', 'FAILED']),
  );
  const claimed = await app.db
    .update(storePayments)
    .set({ linkStatus: 'CREATING', linkError: null, updatedAt: new Date() })
    .where(and(scope, inArray(storePayments.linkStatus, ['FAILED', 'CREATING', 'NOT_CONFIGURED'])))
    .returning({ id: storePayments.id });
  if (claimed.length > 0) return true;
  const renewed = await app.db
    .update(storePayments)
    .set({
      ...nextLinkColumns(0),
      linkGeneration: sql`${storePayments.linkGeneration} + 1`,
      updatedAt: new Date(),
    })
    .where(and(scope, inArray(storePayments.linkStatus, DEAD_LINK)))
    .returning({ id: storePayments.id });
  return renewed.length > 0;
}

/**
 * Cancels a request's live link at the provider (the request was cancelled or deleted). A refusal is kept as the
 * link's error; the request's own state does not depend on it.
 */
export async function cancelLink(
  app: FastifyInstance,
  paymentId: string,
  linkId: string | null,
): Promise<void> {
  const adapter = adapterOf(app);
  if (!adapter || !linkId) return;
  let update: Partial<typeof storePayments.$inferInsert>;
  try {
    await adapter.cancelLink(linkId);
    update = { linkStatus: 'CANCELLED', linkError: null };
  } catch (error) {
    update = {
      linkError: `Cancelling the link failed: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
  await app.db
    .update(storePayments)
    .set(update)
    .where(
      and(eq(storePayments.id, paymentId), inArray(storePayments.linkStatus, ['CREATED', 'PARTIALLY_PAID'])),
    );
}
