/** Texts of a service's request fields and their form (spec 2 §2 "New booking", §5), so tests can import them. */
export const REQUEST_FIELD_TEXTS = {
  save: 'Save',
  cancel: 'Cancel',
  selectPlaceholder: 'Select',
  mandatory: 'Please fill all the mandatory fields',
} as const;
