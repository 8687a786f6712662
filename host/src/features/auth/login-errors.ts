import { ApiError, toast } from '@storedesk/shared';
import { EMAIL_LOOKUP_FAILED_MESSAGE, EMAIL_LOOKUP_FAILED_TITLE, LOGIN_FAILED_TITLE } from './login-texts';

/** E-mail lookup failure: the spec's title, the server's message when it answered, else the spec's default. */
export function showEmailLookupError(error: unknown) {
  const answered = error instanceof ApiError && error.status > 0;
  toast.error(EMAIL_LOOKUP_FAILED_TITLE, answered ? error.message : EMAIL_LOOKUP_FAILED_MESSAGE);
}

/** Login failure: the server's {message, title}. */
export function showLoginError(error: unknown) {
  if (error instanceof ApiError) toast.error(error.title, error.message);
  else toast.error(LOGIN_FAILED_TITLE, error instanceof Error ? error.message : String(error));
}
