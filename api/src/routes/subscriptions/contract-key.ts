import { and, eq } from 'drizzle-orm';
import { CONTRACT_CREATE_MESSAGES as M, type CreateContractReply } from '@storedesk/shared/contracts';
import type { DbOrTx } from '../../db/client';
import { customerSubscriptions } from '../../db/schema';
import { driverError } from '../../http/db-error';
import { conflict, duplicate } from '../../http/errors';
import { findByIdempotencyKey } from '../payments/insert-request';

/** What a submission asks for: a sale to a customer, or the renewal of a contract. */
export interface Ask {
  storeId: string;
  key: string;
  customerId: string | undefined;
  renewedFrom: string | null;
}

type Saved = Pick<
  typeof customerSubscriptions.$inferSelect,
  'id' | 'subscriptionNumber' | 'customerId' | 'renewedFromId'
>;

const savedColumns = {
  id: customerSubscriptions.id,
  subscriptionNumber: customerSubscriptions.subscriptionNumber,
  customerId: customerSubscriptions.customerId,
  renewedFromId: customerSubscriptions.renewedFromId,
};

/** The payment request raised with a sale (request_customer_payment), by the key it was made with. */
export const contractPaymentKey = (contractId: string) => `contract:${contractId}`;

export function contractReply(ask: Ask, saved: Saved, paymentRequestId: string | null): CreateContractReply {
  return {
    message: ask.renewedFrom ? M.renewed : M.created,
    title: ask.renewedFrom ? M.renewedTitle : M.createdTitle,
    data: {
      _id: saved.id,
      subscription_number: saved.subscriptionNumber,
      payment_request_id: paymentRequestId,
    },
  };
}

/** The contract an earlier submission with this key made, if any (a retry must not make a second). */
export async function findByKey(db: DbOrTx, ask: Ask): Promise<Saved | undefined> {
  const [row] = await db
    .select(savedColumns)
    .from(customerSubscriptions)
    .where(
      and(eq(customerSubscriptions.storeId, ask.storeId), eq(customerSubscriptions.idempotencyKey, ask.key)),
    );
  return row;
}

/**
 * The answer to a repeated key: the same contract (and its payment request, never a second one); a key sent
 * before with a different sale or renewal is 409 ALREADY_SUBMITTED.
 */
export async function repeatAnswer(db: DbOrTx, ask: Ask, saved: Saved): Promise<CreateContractReply> {
  const same = ask.renewedFrom
    ? saved.renewedFromId === ask.renewedFrom
    : saved.renewedFromId === null && saved.customerId === ask.customerId;
  if (!same) throw conflict(M.keyReused, M.keyReusedTitle, 'ALREADY_SUBMITTED');
  const request = await findByIdempotencyKey(db, ask.storeId, contractPaymentKey(saved.id));
  return contractReply(ask, saved, request?.id ?? null);
}

/** 409 DUPLICATE naming the contract that already renews `oldId`, or undefined when none does. */
export async function alreadyRenewed(db: DbOrTx, storeId: string, oldId: string) {
  const [successor] = await db
    .select(savedColumns)
    .from(customerSubscriptions)
    .where(and(eq(customerSubscriptions.storeId, storeId), eq(customerSubscriptions.renewedFromId, oldId)));
  return successor && duplicate(M.alreadyRenewed(successor.subscriptionNumber), M.alreadyRenewedTitle);
}

/**
 * A write that met a unique index another submission filled first: the same key answers the winner's contract, a
 * second renewal names the successor. Other errors go on to the error handler.
 */
export async function answerClash(db: DbOrTx, ask: Ask, error: unknown): Promise<CreateContractReply> {
  const clash = driverError(error);
  if (clash?.code === '23505' && clash.constraint === 'customer_subscriptions_store_idempotency_key') {
    const winner = await findByKey(db, ask);
    if (winner) return repeatAnswer(db, ask, winner);
  }
  if (
    clash?.code === '23505' &&
    clash.constraint === 'customer_subscriptions_renewed_from_key' &&
    ask.renewedFrom
  ) {
    const answer = await alreadyRenewed(db, ask.storeId, ask.renewedFrom);
    if (answer) throw answer;
  }
  throw error;
}
