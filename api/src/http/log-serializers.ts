import { driverError } from './db-error';

interface LoggedError {
  name?: unknown;
  message?: unknown;
  stack?: unknown;
  code?: unknown;
  statusCode?: unknown;
  query?: unknown;
}

/** The "at ..." lines of a stack, without the message line(s) in front of them. */
const frames = (stack: unknown) =>
  typeof stack === 'string'
    ? stack
        .split('\n')
        .filter((line) => line.trimStart().startsWith('at '))
        .join('\n')
    : '';

/** The shape pino's own err serializer gives (Fastify's logger types ask for it). */
export interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/**
 * Errors as they are logged (pino's `err` serializer). A database error keeps its statement (with $1
 * placeholders), SQLSTATE and constraint, but never the values: Drizzle puts the parameters (names, e-mails, phone
 * numbers) in its message, and the driver puts the clashing values in its message and `detail`.
 */
export function serializeError(error: unknown): SerializedError {
  if (!error || typeof error !== 'object') return { type: 'Error', message: String(error), stack: '' };
  const e = error as LoggedError;
  const db = driverError(error);
  if (db) {
    return {
      type: 'DatabaseError',
      message: `database error ${db.code}`,
      code: db.code,
      constraint: db.constraint,
      statement: typeof e.query === 'string' ? e.query : undefined,
      stack: frames(e.stack),
    };
  }
  // Drizzle's wrapper of a statement that failed before the database answered (a closed or broken connection): its
  // message lists the parameters, so it is logged as the statement and the cause's message only.
  if (typeof e.query === 'string' && 'params' in e) {
    const cause = (error as { cause?: unknown }).cause;
    const causeMessage = cause instanceof Error ? cause.message : String(cause ?? 'unknown');
    return {
      type: 'DatabaseError',
      message: `database error: ${causeMessage}`,
      statement: e.query,
      stack: frames(e.stack),
    };
  }
  return {
    type: typeof e.name === 'string' ? e.name : 'Error',
    message: typeof e.message === 'string' ? e.message : String(error),
    code: e.code,
    statusCode: e.statusCode,
    stack: typeof e.stack === 'string' ? e.stack : '',
  };
}
