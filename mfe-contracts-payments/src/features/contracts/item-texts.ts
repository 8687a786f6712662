import { CONTRACT_ITEM_CONFIRMS, CONTRACT_ITEM_MESSAGES } from '@storedesk/shared';

/** The details screen's service item edits: product picker, edit and delete (spec 2 §2 "Details", §5, §8). */
export const CONTRACT_ITEM_TEXTS = {
  addService: 'Add Service',
  pickerTitle: 'Add Service',
  editTitle: 'Edit Service Item',
  edit: 'Edit',
  delete: 'Delete',
  actions: 'Actions',
  save: 'Save',
  cancel: 'Cancel',
  service: 'Service',
  searchHint: 'Type at least 3 characters of the service',
  noMatch: 'No service matches',
  variant: 'Variant',
  noVariant: 'No variant',
  perVisit: 'Units per visit',
  totalVisits: 'Total visits',
  pickService: 'Please select a service',
  enterNumber: (label: string) => `Please enter the ${label.toLowerCase()} (at least 1)`,
  usedHint: (used: number) =>
    `${used} visit${used === 1 ? '' : 's'} already used: the total cannot go below that`,
  confirmAdd: CONTRACT_ITEM_CONFIRMS.add,
  confirmUpdate: CONTRACT_ITEM_CONFIRMS.update,
  confirmDelete: CONTRACT_ITEM_CONFIRMS.delete,
  added: CONTRACT_ITEM_MESSAGES.added,
  updated: CONTRACT_ITEM_MESSAGES.updated,
  deleted: CONTRACT_ITEM_MESSAGES.deleted,
} as const;
