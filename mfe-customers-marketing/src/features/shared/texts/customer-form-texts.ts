import { ADDRESS_PART_LABELS } from '@storedesk/shared/ui';

/**
 * Texts of the customer create and edit screens (spec 1 §2.6, §5, §8), kept here so tests can assert them; the
 * customers list names its New Customer button and its rows' Edit action with them too.
 */
export const CUSTOMER_FORM_TEXTS = {
  newTitle: 'New Customer',
  editTitle: 'Edit Customer',
  notFound: 'This customer could not be loaded.',
  backToList: 'Back to customers',
  save: 'Save',
  create: 'Create Customer',
  update: 'Update Customer',
  cancel: 'Cancel',

  missingTitle: 'Missing Fields',
  missingContact: 'Enter atleast either Phone Number or Email Id',

  fields: {
    first_name: 'First Name',
    last_name: 'Last Name',
    dob: 'Date of Birth',
    email: 'Email',
    country: 'Country',
    country_code: 'Country Code',
    phone_no: 'Phone Number',
    password: 'Password',
    customer_tags: 'Tags',
    points: 'Points',
  },
  firstNameRequired: 'Please enter the first name',
  invalidEmail: 'Please enter a valid email address.',
  phoneDigits: 'Phone number should only contain numbers.',
  passwordShort: 'Password must be at least 6 characters.',
  passwordRequired: 'Please enter the new password',
  pointsWhole: 'Points must be a whole number of 0 or more',
  changePassword: 'Change Password',
  passwordSet: 'This customer has a password.',
  passwordNotSet: 'This customer has no password yet.',
  tagsPlaceholder: 'Type a tag and press Enter',

  customFields: 'Custom Fields',
  customFieldName: 'Field Name',
  customFieldValue: 'Value',
  addCustomField: 'Add Field',
  removeCustomField: 'Remove field',
  customFieldNameRequired: 'Please enter the field name',

  countryPlaceholder: 'Type to search countries',
  countrySearchHint: 'Type at least 1 character to search countries',
  countryLoading: 'Loading countries…',
  noCountry: 'No country matches this search',
  countryErrorTitle: 'Error',
  countryError: 'Error retreiving country codes',

  addresses: 'Addresses',
  noAddresses: 'No saved address yet.',
  newAddress: 'New Address',
  editAddress: 'Edit Address',
  edit: 'Edit',
  delete: 'Delete',
  defaultAddress: 'Default',
  addressDeleteConfirm: 'Are you sure want to delete this address?',
  addressesSavedWithCustomer: 'Addresses are saved with the customer.',
  pickOnMap: 'Pick on map',
  emptyAddress: 'Please enter address details to save.',
  /** The parts' own labels are the kit's (ADDRESS_PART_LABELS); these are the customer form's extra fields. */
  addressFields: {
    ...ADDRESS_PART_LABELS,
    country_code: 'Country Code',
    phone_dialing_code: 'Dialing Code',
    latitude: 'Latitude',
    longitude: 'Longitude',
    is_default: 'Default address',
  },
} as const;
