import type { DbOrTx } from '../db/client';
import { storePayments, storePaymentStatusHistory, type PaymentRequestStatus } from '../db/schema';
import { bulkInsert } from './bulk-insert';
import { DAY_MS, localDate } from './clock';
import type { BookingForPayment } from './bookings';
import type { SeededContract } from './contracts';
import { paiseToMoney } from './money';
import type { Random } from './random';

/**
 * Payment requests for bookings and contracts paid by "request customer payment": paid ones end PAID, the others
 * are mostly still pending. Each has its status history.
 */
export async function seedPaymentRequests(
  db: DbOrTx,
  rng: Random,
  storeId: string,
  bookingsToBill: BookingForPayment[],
  contracts: SeededContract[],
  staffIds: string[],
  now: Date,
): Promise<number> {
  // Requests made shortly after their booking, and their status changes, are never after the store's clock.
  const notAfterNow = (instant: number) => Math.min(instant, now.getTime());
  const sources = [
    ...bookingsToBill.map((booking) => ({
      ...booking,
      orderId: booking.id,
      contractId: null as string | null,
    })),
    ...contracts
      .filter((contract) => contract.requestCustomerPayment)
      .map((contract) => ({
        customerId: contract.customerId,
        totalPaise: contract.pricePaise,
        isPaid: contract.isPaid,
        createdAt: contract.createdAt,
        orderId: null as string | null,
        contractId: contract.id,
      })),
  ]
    // A booking that came to nothing (a free service, a full discount) has nothing to request.
    .filter((source) => source.totalPaise > 0)
    .sort((a, b) => a.createdAt - b.createdAt);

  const rows: (typeof storePayments.$inferInsert)[] = [];
  const history: (typeof storePaymentStatusHistory.$inferInsert)[] = [];
  sources.forEach((source, i) => {
    const id = rng.uuid();
    const status: PaymentRequestStatus = source.isPaid
      ? 'PAID'
      : rng.weighted([
          ['PENDING', 75],
          ['FAILED', 10],
          ['CANCELLED', 15],
        ] as const);
    const createdAt = notAfterNow(source.createdAt + rng.int(5, 120) * 60_000);
    const updatedAt = status === 'PENDING' ? createdAt : notAfterNow(createdAt + rng.int(1, 96) * 3_600_000);
    const createdBy = rng.pick(staffIds);
    rows.push({
      id,
      storeId,
      paymentNumber: 7001 + i,
      amount: paiseToMoney(source.totalPaise),
      status,
      dueDate: localDate(createdAt + rng.int(3, 10) * DAY_MS),
      customerId: source.customerId,
      orderId: source.orderId,
      customerSubscriptionId: source.contractId,
      payment: {
        is_paid: status === 'PAID',
        payment_method: status === 'PAID' ? rng.pick(['upi', 'card', 'net_banking']) : null,
        transaction_id: status === 'PAID' ? `pay_${rng.hex(14)}` : null,
      },
      isPaid: status === 'PAID',
      externalInvoiceUid: rng.chance(0.7) ? `INV-${rng.hex(8)}` : null,
      createdBy,
      createdAt: new Date(createdAt),
      updatedAt: new Date(updatedAt),
    });
    history.push({
      storeId,
      storePaymentId: id,
      status: 'PENDING',
      updatedBy: createdBy,
      createdAt: new Date(createdAt),
    });
    if (status !== 'PENDING') {
      history.push({
        storeId,
        storePaymentId: id,
        status,
        updatedBy: rng.pick(staffIds),
        createdAt: new Date(updatedAt),
      });
    }
  });
  await bulkInsert(db, storePayments, rows);
  await bulkInsert(db, storePaymentStatusHistory, history);
  return rows.length;
}
