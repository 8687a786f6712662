import { eq, or } from 'drizzle-orm';
import type { PaymentInput } from '@storedesk/shared/contracts';
import type { DbOrTx } from '../../db/client';
import { masterPaymentMethods, REQUEST_CUSTOMER_PAYMENT_METHOD_ID } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { ORDER_MESSAGES as M } from './cart-messages';

export interface ResolvedPayment {
  is_paid: boolean;
  /** The method's code (e.g. 'cash'), null when none was chosen. */
  payment_method: string | null;
  request_customer_payment: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Spec 2 §4: the request_customer_payment method forces is_paid false; a completed status (master id ending in 819)
 * makes the booking paid. When both apply, completion wins: a completed booking is a paid one. The method may be
 * sent as its id or its code.
 */
export async function resolvePayment(
  db: DbOrTx,
  payment: PaymentInput | undefined,
  completed: boolean,
): Promise<ResolvedPayment> {
  const chosen = payment?.payment_method?.trim();
  let method: typeof masterPaymentMethods.$inferSelect | undefined;
  if (chosen) {
    [method] = await db
      .select()
      .from(masterPaymentMethods)
      .where(
        UUID.test(chosen)
          ? or(eq(masterPaymentMethods.id, chosen), eq(masterPaymentMethods.code, chosen))
          : eq(masterPaymentMethods.code, chosen),
      )
      .limit(1);
    if (!method || !method.isActive) throw badRequest(M.invalidPaymentMethod, M.invalidPaymentMethodTitle);
  }
  const requestCustomerPayment = method?.id === REQUEST_CUSTOMER_PAYMENT_METHOD_ID;
  const isPaid = completed || (!requestCustomerPayment && (payment?.is_paid ?? false));
  return {
    is_paid: isPaid,
    payment_method: method?.code ?? null,
    request_customer_payment: requestCustomerPayment,
  };
}
