import { errorCodeForStatus, type ErrorCode } from '@storedesk/shared/contracts';

/**
 * Errors a handler throws; the error handler turns them into the one error shape `{message, title, code}` with the
 * status code. Throwing (instead of reply.send) means a handler can never send twice or keep running after. The
 * code is the status's (errorCodeForStatus) unless a more specific one is given (CHANGED_ELSEWHERE, DUPLICATE...).
 */
export class HttpError extends Error {
  readonly code: ErrorCode;

  constructor(
    readonly statusCode: number,
    message: string,
    readonly title: string,
    /** Response headers the answer carries (e.g. Retry-After on a 429). */
    readonly headers?: Record<string, string>,
    code?: ErrorCode,
  ) {
    super(message);
    this.name = 'HttpError';
    this.code = code ?? errorCodeForStatus(statusCode);
  }
}

export const ACCESS_DENIED = 'Access Denied';
export const FORBIDDEN_MESSAGE =
  "You don't have permission to do this operation. Please Contact Administrator";

export const badRequest = (message: string, title = 'Invalid Input') => new HttpError(400, message, title);
export const unauthorized = (message = 'Please log in again', title = ACCESS_DENIED) =>
  new HttpError(401, message, title);
export const forbidden = (message = FORBIDDEN_MESSAGE, title = ACCESS_DENIED) =>
  new HttpError(403, message, title);
/** Allowed in general, but this record is locked (a completed booking). */
export const locked = (message: string, title: string) =>
  new HttpError(403, message, title, undefined, 'LOCKED');
/** Also the answer for an id of another store: it must look exactly like an id that does not exist. */
export const notFound = (message = 'Not found', title = 'Not Found') => new HttpError(404, message, title);
export const conflict = (message: string, title = 'Conflict', code: ErrorCode = 'CONFLICT') =>
  new HttpError(409, message, title, undefined, code);
/** A save carrying a version the record no longer has (record-version.ts). */
export const changedElsewhere = (message: string, title: string) =>
  conflict(message, title, 'CHANGED_ELSEWHERE');
/** Another record already has this value. */
export const duplicate = (message: string, title: string) => conflict(message, title, 'DUPLICATE');
export const tooManyRequests = (message: string, title = 'Too Many Attempts') =>
  new HttpError(429, message, title);

/** The body of every error answer. */
export const errorBody = (status: number, message: string, title: string, code?: ErrorCode) => ({
  message,
  title,
  code: code ?? errorCodeForStatus(status),
});
