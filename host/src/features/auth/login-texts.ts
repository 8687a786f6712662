/** Texts of the login screen; the failure texts are the spec's (spec 1 §8). */
export const LOGIN_TITLE = 'Login';
export const EMAIL_LOOKUP_FAILED_TITLE = 'Error logging to the store';
export const EMAIL_LOOKUP_FAILED_MESSAGE = 'Please Check if your connected to internet';
export const NO_STORES_MESSAGE = 'No store is linked to this e-mail address.';
export const EMAIL_REQUIRED_MESSAGE = 'Please enter your e-mail address';
export const EMAIL_INVALID_MESSAGE = 'Please enter a valid e-mail address';
export const PASSWORD_REQUIRED_MESSAGE = 'Please enter your password';
export const LOGIN_FAILED_TITLE = 'Login failed';
export const NO_AREAS_MESSAGE = 'No area of Storedesk is available to you right now.';
/** Login failures are one toast, closed once the sign-in succeeds so it does not follow the user in. */
export const LOGIN_TOAST_KEY = 'login-failure';
