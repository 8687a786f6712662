/**
 * Words and codes of a contract's shipping address edit and field-service sync, without typebox, so screens import
 * them from the root entry (schemas in subscription-address-sync.ts).
 */

/** The address edit's texts (spec 2 §8: 'Successfully Updated Address', 'Error in Updating Address'). */
export const CONTRACT_ADDRESS_MESSAGES = {
  updated: 'Successfully Updated Address',
  updatedTitle: 'Address',
  failed: 'Error in Updating Address',
  failedTitle: 'Error',
  /** A point needs both halves: a latitude without a longitude places nothing. */
  halfPoint: 'Please give both latitude and longitude, or neither',
  halfPointTitle: 'Invalid Fields',
} as const;

/** The sync's texts (spec 2 §8: 'Successfully synced contract with Zuper'). */
export const CONTRACT_SYNC_MESSAGES = {
  synced: 'Successfully synced contract with Zuper',
  syncedTitle: 'Contract Synced',
} as const;

/** What one sync attempt came to; every attempt is kept (customer_subscription_syncs). */
export const CONTRACT_SYNC_RESULTS = ['SYNCED', 'FAILED', 'NOT_CONFIGURED'] as const;
export type ContractSyncResult = (typeof CONTRACT_SYNC_RESULTS)[number];

export const CONTRACT_SYNC_RESULT_LABELS: Record<ContractSyncResult, string> = {
  SYNCED: 'Synced',
  FAILED: 'Failed',
  NOT_CONFIGURED: 'No field-service system',
};
export const contractSyncResultLabel = (result: string): string =>
  (CONTRACT_SYNC_RESULT_LABELS as Record<string, string>)[result] ?? result;

/** The sync log the details show: the newest attempts first, at most this many. */
export const CONTRACT_SYNC_LOG_LIMIT = 20;
