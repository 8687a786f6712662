import { hasErrorCode, SubmitStopped, type ApiError } from '@storedesk/shared';

/**
 * Sends a request; when the API answers that its amount is more than what is still unpaid (code OVER_UNPAID), asks the person and, on yes, sends it again confirmed. A no stops the submit without an error.
 */
export async function sendAskingOverUnpaid<Reply>(
  send: (confirmed: boolean) => Promise<Reply>,
  ask: (question: ApiError) => Promise<boolean>,
): Promise<Reply> {
  try {
    return await send(false);
  } catch (error) {
    if (!hasErrorCode(error, 'OVER_UNPAID')) throw error;
    if (!(await ask(error as ApiError))) throw new SubmitStopped();
    return send(true);
  }
}
