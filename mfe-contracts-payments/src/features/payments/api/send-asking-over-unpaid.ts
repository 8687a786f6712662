import { ApiError, PAYMENT_TEXTS, SubmitStopped } from '@storedesk/shared';

/**
 * Sends a request; when the API answers that its amount is more than what is still unpaid (409 with the over-unpaid
 * title), asks the person and, on yes, sends it again confirmed. A no stops the submit without an error.
 */
export async function sendAskingOverUnpaid<Reply>(
  send: (confirmed: boolean) => Promise<Reply>,
  ask: (question: ApiError) => Promise<boolean>,
): Promise<Reply> {
  try {
    return await send(false);
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 409 && error.title === PAYMENT_TEXTS.overUnpaidTitle))
      throw error;
    if (!(await ask(error))) throw new SubmitStopped();
    return send(true);
  }
}
