/**
 * Words of a contract's service item edits (add, update, delete), without typebox, so screens import them from the
 * root entry (schemas in subscription-items.ts). Texts from spec 2 §5 and §8.
 */
export const CONTRACT_ITEM_MESSAGES = {
  added: 'Product Added successfully',
  addedTitle: 'Service Added',
  updated: 'Successfully Updated Service',
  updatedTitle: 'Service Updated',
  deleted: 'Successfully Deleted Service',
  deletedTitle: 'Service Deleted',
  addFailed: 'Error in Adding Service',
  updateFailed: 'Error in Updating Service',
  deleteFailed: 'Error in Deleting Service',
  failedTitle: 'Error',
  itemNotFound: 'This service is not on the contract',
  itemNotFoundTitle: 'Service Not Found',
  productNotFound: 'Selected product is unavailable',
  productNotFoundTitle: 'Service Not Found',
  variantNotOfProduct: 'The chosen variant is not a variant of this service',
  invalidTitle: 'Invalid Fields',
  alreadyOnContract: 'This service (with this variant) is already on the contract. Edit its visits instead.',
  nothingToChange: 'Give the units per visit or the total visits to change',
  /** The total visits may not go below the visits bookings hold. */
  visitsUsed: (used: number) => `This service has already used ${used} visit${used === 1 ? '' : 's'}`,
  /** A service whose visits bookings hold cannot go: cancel those bookings first (they give the visits back). */
  inUse: (used: number) =>
    `This service cannot be deleted: ${used} of its visit${used === 1 ? ' is' : 's are'} used by bookings and not given back. Cancel those bookings first.`,
} as const;

/** The confirmations asked before each edit (spec 2 §5). */
export const CONTRACT_ITEM_CONFIRMS = {
  add: 'Are you sure you want to add new service items?',
  update: 'Are you sure you want to update the service items?',
  delete: 'Are you sure you want to delete the service items?',
} as const;

/** The most visits one service may be sold for on a contract (a typo guard, like the plan's). */
export const CONTRACT_ITEM_MAX_VISITS = 10000;
