import { ApiError, hasErrorCode, toast } from '@storedesk/shared';
import {
  EMAIL_INVALID_MESSAGE,
  EMAIL_LOOKUP_FAILED_MESSAGE,
  EMAIL_LOOKUP_FAILED_TITLE,
  LOGIN_FAILED_TITLE,
  LOGIN_TOAST_KEY,
} from './login-texts';

/**
 * E-mail lookup failure: the spec's title, the server's message when it answered, else the spec's default. Refused
 * input can only be the e-mail's shape, said in the screen's words (the validator's name the field in quotes).
 */
export function showEmailLookupError(error: unknown) {
  const answered = error instanceof ApiError && error.status > 0;
  const message = !answered
    ? EMAIL_LOOKUP_FAILED_MESSAGE
    : hasErrorCode(error, 'INVALID_INPUT')
      ? EMAIL_INVALID_MESSAGE
      : error.message;
  toast.error(EMAIL_LOOKUP_FAILED_TITLE, message, { key: LOGIN_TOAST_KEY });
}

/** Login failure: the server's {message, title}. */
export function showLoginError(error: unknown) {
  const key = { key: LOGIN_TOAST_KEY };
  if (error instanceof ApiError) toast.error(error.title, error.message, key);
  else toast.error(LOGIN_FAILED_TITLE, error instanceof Error ? error.message : String(error), key);
}
