import { ADDRESS_MODAL_TEXTS, CUSTOMER_ADDRESS_TEXTS } from '@storedesk/shared/ui';

/** Texts of the new booking's customer and shipping address parts (spec 2 §5 "New booking", §8). */
export const CUSTOMER_TEXTS = {
  // The address picker's and its modal's words are the kit's.
  ...CUSTOMER_ADDRESS_TEXTS,
  customer: 'Customer',
  searchLabel: 'Search customers',
  searchPlaceholder: 'Name, phone or e-mail (at least 3 characters)',
  search: 'Search',
  searchTooShort: 'Type at least 3 characters to search.',
  newCustomer: 'New customer',
  change: 'Change',
  chooseCustomer: 'Choose a customer',
  resultsTitle: (keyword: string) => `Customers matching "${keyword}"`,
  noResults: 'No customer matches this search.',
  moreResults: 'Load more customers',
  select: 'Select',
  name: 'Name',
  phone: 'Phone',
  email: 'Email',
  points: 'Points',
  chosenCustomer: 'Chosen customer',

  createTitle: 'New customer',
  create: 'Create',
  cancel: 'Cancel',
  firstName: 'First Name',
  lastName: 'Last Name',
  countryCode: 'Country Code',
  phoneNumber: 'Phone Number',
  firstNameRequired: 'Please enter the first name',
  missingTitle: 'Missing Fields',
  missingContact: 'Please enter either Phone Number or Email',
  invalidTitle: 'Invalid Fields',
  phoneDigits: 'Phone number should only contain numbers.',

  shippingAddress: 'Shipping Address',
  otherChosen: 'The booking has an address that is not among the saved ones:',
  save: ADDRESS_MODAL_TEXTS.save,
  pickOnMap: ADDRESS_MODAL_TEXTS.pickOnMap,
} as const;
