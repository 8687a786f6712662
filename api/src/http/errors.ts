/**
 * Errors a handler throws; the error handler turns them into the one error shape `{message, title}` with the
 * status code. Throwing (instead of reply.send) means a handler can never send twice or keep running after.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly title: string,
    /** Response headers the answer carries (e.g. Retry-After on a 429). */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
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
/** Also the answer for an id of another store: it must look exactly like an id that does not exist. */
export const notFound = (message = 'Not found', title = 'Not Found') => new HttpError(404, message, title);
export const conflict = (message: string, title = 'Conflict') => new HttpError(409, message, title);
export const tooManyRequests = (message: string, title = 'Too Many Attempts') =>
  new HttpError(429, message, title);
