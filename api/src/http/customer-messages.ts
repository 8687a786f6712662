/** Texts of spec 2 §5 "New customer inline" and the duplicate check (exported for tests). */
export const CUSTOMER_MESSAGES = {
  missingContact: 'Please enter either Phone Number or Email',
  missingTitle: 'Missing Fields',
  firstNameRequired: 'Please enter the first name',
  phoneDigits: 'Phone number should only contain numbers.',
  invalidTitle: 'Invalid Fields',
  invalidEmail: 'Please enter a valid email address.',
  duplicateEmail: 'A customer with this email already exists in this store.',
  duplicatePhone: 'A customer with this phone number already exists in this store.',
  duplicateTitle: 'Duplicate Customer',
  emptyAddress: 'Please enter address details to save.',
  created: 'Customer created successfully',
  createdTitle: 'Customer Created',
  addressSaved: 'Address saved successfully',
  addressSavedTitle: 'Address Saved',
} as const;
