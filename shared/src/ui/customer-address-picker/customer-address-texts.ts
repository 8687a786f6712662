/** Texts of the kit's customer address picker (spec 2 §5 "saving an address with no data"). */
export const CUSTOMER_ADDRESS_TEXTS = {
  noCustomerHint: 'Choose a customer to see their addresses.',
  noAddresses: 'This customer has no saved address yet.',
  addAddress: 'Add address',
  editAddress: 'Edit address',
  edit: 'Edit',
  defaultAddress: 'Default',
  missingTitle: 'Missing Fields',
  emptyAddress: 'Please enter address details to save.',
} as const;
