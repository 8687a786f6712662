import { ERROR_CODES, errorCodeForStatus, type ErrorCode } from '../contracts/error-codes';

/**
 * A failed call: the server's {message, title, code} (or a plain-words fallback), the HTTP status (0 = no answer)
 * and the answer's other fields (`details`: the over-unpaid question's `confirm` and `unpaid`). Screens decide by
 * `code`, never by the display title.
 */
export class ApiError extends Error {
  readonly code: ErrorCode | 'NETWORK';

  constructor(
    readonly status: number,
    message: string,
    readonly title: string,
    code?: string,
    readonly details: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.code =
      status === 0
        ? 'NETWORK'
        : code && (ERROR_CODES as readonly string[]).includes(code)
          ? (code as ErrorCode)
          : errorCodeForStatus(status);
  }
}

/**
 * Whether `error` is an API refusal with this code. A plain boolean, not a type guard: a false answer says nothing
 * about whether it is an ApiError (it may be one with another code).
 */
export const hasErrorCode = (error: unknown, code: ErrorCode): boolean =>
  error instanceof ApiError && error.code === code;

/** The session ended (a 401): the client has already signed out, so there is nothing more to say. */
export const isSignedOut = (error: unknown): boolean => hasErrorCode(error, 'UNAUTHORIZED');

/** The words the client gives a refusal whose answer carried no message of its own. */
export const noServerMessage = (status: number): string => `The server answered ${status}.`;

/**
 * Whether the error carries words to show: the server's message, or the client's own for a lost connection. False
 * for a refusal without a message and for anything that is not an ApiError, where a screen shows its fallback.
 */
export const hasMessageToShow = (error: unknown): boolean =>
  error instanceof ApiError && error.message !== '' && error.message !== noServerMessage(error.status);
