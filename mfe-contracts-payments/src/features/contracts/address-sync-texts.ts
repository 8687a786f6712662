import { CONTRACT_ADDRESS_MESSAGES, CONTRACT_SYNC_MESSAGES } from '@storedesk/shared';

/** The details screen's shipping address edit, external contract link and sync (spec 2 §2 "Details", §8). */
export const CONTRACT_ADDRESS_TEXTS = {
  editAddress: 'Edit Shipping Address',
  title: 'Edit Shipping Address',
  city: 'City',
  cityHint: 'Pick a location or type',
  zip: 'Zip Code',
  zipHint: 'Pick a pincode or type',
  latitude: 'Latitude',
  longitude: 'Longitude',
  required: (label: string) => `Please enter the ${label.toLowerCase()}`,
  updated: CONTRACT_ADDRESS_MESSAGES.updated,
  failed: CONTRACT_ADDRESS_MESSAGES.failed,
} as const;

export const CONTRACT_EXTERNAL_TEXTS = {
  button: 'External Contract',
  title: 'External Contract',
  externalId: 'Field Service Contract Id',
  open: 'Open in Zuper',
  noLink: 'No field-service system is configured, so there is no page to open; the id can be copied.',
  close: 'Close',
} as const;

export const CONTRACT_SYNC_TEXTS = {
  sync: 'Sync',
  confirm: 'Sync this contract with Zuper?',
  confirmContent:
    'The contract is sent to the field-service system; the attempt is kept in the sync history.',
  synced: CONTRACT_SYNC_MESSAGES.synced,
  syncedTitle: CONTRACT_SYNC_MESSAGES.syncedTitle,
  history: 'Sync History',
  empty: 'Not synced yet',
  columns: { when: 'When', who: 'By', result: 'Result', externalId: 'External Id', message: 'Message' },
  none: '---',
} as const;
