export const SWITCH_STORE_LABEL = 'Switch Store';
export const SWITCH_STORE_TITLE = 'Switch Store';
export const CURRENT_STORE_LABEL = 'Current';
export const NO_OTHER_STORES = 'You have access to no other store.';
export const STORE_LIST_FAILED = 'The list of stores could not be loaded.';
