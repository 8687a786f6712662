import {
  PUSH_STATUS_REASONS,
  type PushProviderBatch,
  type PushProviderBody,
  type PushProviderResponse,
  type PushStatus,
} from '@storedesk/shared/contracts';
import type { PushAdapter } from './provider';

/** What a send attempt leaves on the row. */
export interface DispatchOutcome {
  status: Extract<PushStatus, 'SENT' | 'NOT_SENT' | 'FAILED'>;
  statusReason: string | null;
  sentToCustomers: number;
  sentAt: Date | null;
  oneSignalResponse: PushProviderResponse;
}

function failureReason(failed: PushProviderBatch[]): string {
  const first = failed[0];
  if (first.status_code === null)
    return `${PUSH_STATUS_REASONS.providerUnreachable}: ${first.error ?? ''}`.trim();
  return `${PUSH_STATUS_REASONS.providerRejected} (HTTP ${first.status_code}): ${first.error ?? ''}`.trim();
}

/**
 * Sends to the recipients through the provider, or records why it was not sent: no provider configured, or
 * nobody left to reach. Any refused or unreachable call makes the notification FAILED with the provider's words.
 */
export async function dispatchNotification(
  adapter: PushAdapter | null,
  body: PushProviderBody,
  recipientIds: string[],
  now: Date,
): Promise<DispatchOutcome> {
  const notSent = (reason: string): DispatchOutcome => ({
    status: 'NOT_SENT',
    statusReason: reason,
    sentToCustomers: 0,
    sentAt: null,
    oneSignalResponse: { body, batches: [] },
  });
  if (!adapter) return notSent(PUSH_STATUS_REASONS.notConfigured);
  if (recipientIds.length === 0) return notSent(PUSH_STATUS_REASONS.noRecipientsLeft);
  const batches = await adapter.send(body, recipientIds);
  const failed = batches.filter((batch) => batch.error !== null);
  const delivered = batches.filter((batch) => batch.error === null);
  const sentToCustomers = delivered.reduce((sum, batch) => sum + batch.recipients, 0);
  return {
    status: failed.length === 0 ? 'SENT' : 'FAILED',
    statusReason: failed.length === 0 ? null : failureReason(failed),
    sentToCustomers,
    sentAt: delivered.length > 0 ? now : null,
    oneSignalResponse: { body, batches },
  };
}
