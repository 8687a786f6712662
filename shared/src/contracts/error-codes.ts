/**
 * The stable, machine-readable `code` every error answer carries beside its `message` and `title` (issue 22 §3).
 * Screens decide by code, never by the display title; titles and messages are for people and may be reworded.
 */
export const ERROR_CODES = [
  /** The request's input is not acceptable (shape, range, a rule of the spec). */
  'INVALID_INPUT',
  /** No session, or it ended. */
  'UNAUTHORIZED',
  /** The role may not do this. */
  'FORBIDDEN',
  /** Allowed in general, but this record is locked (a completed booking: 'Contact Support Team...'). */
  'LOCKED',
  /** No such record in this store (another store's id looks the same). */
  'NOT_FOUND',
  /** The record has a newer version than the one the screen loaded: reload, then change again. */
  'CHANGED_ELSEWHERE',
  /** Another record already has this value (slug, e-mail, phone). */
  'DUPLICATE',
  /** A payment request for more than is unpaid: send again with confirm_over_unpaid to go ahead. */
  'OVER_UNPAID',
  /** The idempotency key was already used for a different submission. */
  'ALREADY_SUBMITTED',
  /** The action needs an outside system (field service, payment provider) that is not configured. */
  'NOT_CONFIGURED',
  /** An outside system (field service, payment provider) failed or refused. */
  'PROVIDER_FAILED',
  /** A contract's service has fewer visits left than the request takes. */
  'NO_VISITS_LEFT',
  /** Any other clash with the record's state. */
  'CONFLICT',
  'TOO_MANY_REQUESTS',
  'REQUEST_TOO_LARGE',
  'UNSUPPORTED_FORMAT',
  'TIMEOUT',
  'SERVER_ERROR',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The code an error answer has when nothing more specific is said: by its HTTP status. */
export function errorCodeForStatus(status: number): ErrorCode {
  switch (status) {
    case 401:
      return 'UNAUTHORIZED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 408:
      return 'TIMEOUT';
    case 409:
      return 'CONFLICT';
    case 413:
    case 414:
    case 431:
      return 'REQUEST_TOO_LARGE';
    case 415:
      return 'UNSUPPORTED_FORMAT';
    case 429:
      return 'TOO_MANY_REQUESTS';
    default:
      return status >= 500 ? 'SERVER_ERROR' : 'INVALID_INPUT';
  }
}
