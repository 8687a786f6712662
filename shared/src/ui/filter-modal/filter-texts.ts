/** Labels of the filter button and modal, shared by every list. */
export const FILTER_TEXTS = {
  button: 'Filter',
  title: 'Filter',
  apply: 'Apply',
  reset: 'Reset',
  cancel: 'Cancel',
} as const;
