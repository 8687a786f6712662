import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { PAYMENT_TEXTS as T, overUnpaidMessage } from '@storedesk/shared/contracts';
import type { DbOrTx } from '../../db/client';
import { bookings, customerSubscriptions, storePayments, stores } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';

/** What a request bills: a booking or a contract of the store. */
export interface BilledTarget {
  kind: 'booking' | 'contract';
  id: string;
  number: number;
  customerId: string;
  /** The booking's total or the contract's price. */
  total: string;
  isPaid: boolean;
}

/** The booking or contract, of this store (another store's is not found) and of this customer. */
export async function loadTarget(
  db: DbOrTx,
  storeId: string,
  customerId: string,
  ref: { orderId: string | null; contractId: string | null },
): Promise<BilledTarget> {
  if (ref.orderId) {
    const [b] = await db
      .select()
      .from(bookings)
      .where(and(eq(bookings.id, ref.orderId), eq(bookings.storeId, storeId)))
      .limit(1);
    if (!b) throw notFound(T.bookingNotFound, 'Booking');
    if (b.customerId !== customerId) throw badRequest(T.otherCustomerBooking, 'Invalid Booking');
    return { kind: 'booking', id: b.id, number: b.orderNumber, customerId, total: b.total, isPaid: b.isPaid };
  }
  const [c] = await db
    .select()
    .from(customerSubscriptions)
    .where(and(eq(customerSubscriptions.id, ref.contractId!), eq(customerSubscriptions.storeId, storeId)))
    .limit(1);
  if (!c) throw notFound(T.contractNotFound, 'Contract');
  if (c.customerId !== customerId) throw badRequest(T.otherCustomerContract, 'Invalid Contract');
  return {
    kind: 'contract',
    id: c.id,
    number: c.subscriptionNumber,
    customerId,
    total: c.price,
    isPaid: c.isPaid,
  };
}

const cents = (money: string | number) => Math.round(Number(money) * 100);
export const centsToMoney = (value: number) => (value / 100).toFixed(2);

/**
 * What is still unpaid on the target (README, "Payment requests"): its total minus what its live requests other than
 * `exceptId` have received, a request marked PAID counting as at least its amount; nothing when it is marked paid.
 */
export async function unpaidCents(db: DbOrTx, storeId: string, target: BilledTarget, exceptId?: string) {
  if (target.isPaid) return 0;
  const column = target.kind === 'booking' ? storePayments.orderId : storePayments.customerSubscriptionId;
  const [row] = await db
    .select({
      received: sql<string>`coalesce(sum(case when ${storePayments.status} = 'PAID' then greatest(${storePayments.amount}, ${storePayments.amountPaid}) else ${storePayments.amountPaid} end), 0)`,
    })
    .from(storePayments)
    .where(
      and(
        eq(storePayments.storeId, storeId),
        eq(column, target.id),
        isNull(storePayments.deletedAt),
        exceptId ? ne(storePayments.id, exceptId) : undefined,
      ),
    );
  return Math.max(0, cents(target.total) - cents(row.received));
}

/**
 * The 409 body asking to confirm a request larger than what is still unpaid, or null when it fits; `action` says
 * whether the person is creating the request or changing its amount, so the question asks the right thing.
 */
export async function overUnpaidQuestion(
  db: DbOrTx,
  storeId: string,
  amount: string,
  unpaid: number,
  target: BilledTarget,
  action: 'create' | 'change',
) {
  if (cents(amount) <= unpaid) return null;
  const what = `${target.kind} #${target.number}`;
  const [store] = await db
    .select({ currency: stores.currency })
    .from(stores)
    .where(eq(stores.id, storeId))
    .limit(1);
  return {
    message: overUnpaidMessage(amount, centsToMoney(unpaid), what, store?.currency ?? 'INR', action),
    title: T.overUnpaidTitle,
    code: 'OVER_UNPAID' as const,
    confirm: true,
    unpaid: centsToMoney(unpaid),
  };
}

/** A typed amount as numeric(12,2) text; 0, negatives and more than two decimals are 'Invalid Amount'. */
export function checkedAmount(amount: number): string {
  const value = cents(amount);
  if (!Number.isFinite(amount) || value <= 0 || Math.abs(value - amount * 100) > 1e-6)
    throw badRequest(T.invalidAmount, T.invalidAmountTitle);
  return centsToMoney(value);
}
