/** Texts of the customer group screens (spec 1 §2.6, §5, §8), kept here so tests can assert them. */
export const GROUP_TEXTS = {
  listTitle: 'Customer Groups',
  newTitle: 'New Customer Group',
  editTitle: 'Edit Customer Group',
  detailTitle: 'Customer Group',
  newGroup: 'New Group',
  columns: {
    name: 'Name',
    type: 'Type',
    members: 'Members',
    createdDate: 'Created Date',
    actions: 'Actions',
  },
  memberColumns: {
    name: 'Name',
    phone: 'Phone',
    email: 'Email',
    orderCount: 'Bookings',
    orderTotal: 'Bookings Total',
    actions: 'Actions',
  },
  types: { MANUAL: 'Manual', AUTOMATED: 'Automated' },
  empty: 'No customer groups yet',
  noMembers: 'No customers in this group',
  view: 'View',
  edit: 'Edit',
  delete: 'Delete',
  remove: 'Remove',
  deleteConfirm: 'Are you sure you want to delete this customer group?',
  removeConfirm: 'Are you sure you want to remove this customer from the group?',
  createConfirm: 'Are you sure you want to create this customer group?',
  updateConfirm: 'Are you sure you want to update this customer group?',
  form: {
    name: 'Group Name',
    nameRequired: 'Please enter the group name',
    type: 'Group Type',
    image: 'Group Image',
    upload: 'Upload Image',
    removeImage: 'Remove Image',
    conditions: 'Conditions',
    members: 'Customers',
    addCustomers: 'Add Customers',
    valueRequired: 'Please enter a value',
    amountInvalid: 'Enter an amount of 0 or more with up to 2 decimals',
    countInvalid: 'Enter a whole number of 0 or more',
    create: 'Create Group',
    update: 'Update Group',
    cancel: 'Cancel',
  },
  /** How a chosen rule reads (every rule is "at least"): money formatted, a count in bookings. */
  atLeast: (amount: string) => `at least ${amount}`,
  atLeastBookings: (count: number) => `at least ${count} booking${count === 1 ? '' : 's'}`,
  conditions: {
    customer_total_value: 'Total Purchase Value',
    customer_order_value: 'Current Booking Value',
    customer_order_count: 'Repeat Bookings',
  },
  picker: {
    title: 'Add Customers',
    search: 'Search Customers',
    searchHint: 'Name, email or phone; searched from 3 characters',
    tooShort: 'Type at least 3 characters to search',
    none: 'No customer found',
    add: 'Add Selected',
    cancel: 'Cancel',
    alreadyIn: 'In group',
  },
  /** Spec 1 §5 and §8. */
  missingCondition: 'You must choose atleast one condition for Automated assignment',
  saveFailed: 'ERROR IN CREATING GROUP',
  uploadFailed: 'Error uploading the image',
  deleted: 'Customer Group deleted successfully',
  deletedTitle: 'Customer Group Deleted',
  notFound: 'This customer group does not exist in this store',
  backToList: 'Customer Groups',
  loadFailed: 'The customer group could not be loaded. Try again.',
} as const;

/** Group screens: 20 a page; the new-group customer picker: 10 (spec 1 §9). Searches from 3 characters (§5). */
export const GROUP_PAGE_SIZE = 20;
export const PICKER_PAGE_SIZE = 10;
export const CUSTOMER_SEARCH_MIN = 3;
/** The contract's CUSTOMER_GROUP_MAX_MEMBERS: the edit screen loads a MANUAL group's whole list in one call. */
export const GROUP_MEMBERS_LOAD_LIMIT = 5000;
