import type { ClientErrorAnswer } from './client-error-answer';
import { CONSTRAINT_ANSWERS } from './constraint-answers';

export type { ClientErrorAnswer } from './client-error-answer';

/**
 * Database errors as the error handler sees them. Drizzle wraps the driver's error (DrizzleQueryError, with the SQL
 * and its parameters in the message) and keeps the driver's error as `cause`; PostgreSQL (pg) and PGlite both put
 * the SQLSTATE in `code` and, for constraint errors, the constraint's name in `constraint`.
 */
export interface DriverError {
  code: string;
  constraint?: string;
  message: string;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

/** The driver's error inside `error` (following `cause` a few levels), or undefined when it is not one. */
export function driverError(error: unknown): DriverError | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && SQLSTATE.test(candidate.code)) {
      return {
        code: candidate.code,
        constraint: typeof candidate.constraint === 'string' ? candidate.constraint : undefined,
        message: typeof candidate.message === 'string' ? candidate.message : '',
      };
    }
    current = candidate.cause;
  }
  return undefined;
}

/** SQLSTATEs that mean "bad input" or "someone else got there first" rather than a server fault. */
const SQLSTATE_ANSWERS: Record<string, ClientErrorAnswer> = {
  // class 23: integrity constraint violations
  '23505': { status: 409, message: 'This already exists', title: 'Conflict', code: 'DUPLICATE' },
  '23503': { status: 400, message: 'A referenced record does not exist', title: 'Invalid Input' },
  '23502': { status: 400, message: 'A required value is missing', title: 'Invalid Input' },
  '23514': { status: 400, message: 'A value is outside what is allowed', title: 'Invalid Input' },
  // class 22: data exceptions (values the database cannot hold)
  '22P02': { status: 400, message: 'A value has the wrong format', title: 'Invalid Input' },
  '22007': { status: 400, message: 'A date or time has the wrong format', title: 'Invalid Input' },
  '22008': { status: 400, message: 'A date or time is out of range', title: 'Invalid Input' },
  '22003': { status: 400, message: 'A number is out of range', title: 'Invalid Input' },
  '22001': { status: 400, message: 'A text is too long', title: 'Invalid Input' },
  '22021': {
    status: 400,
    message: 'A text contains characters that cannot be stored',
    title: 'Invalid Input',
  },
  '22P05': {
    status: 400,
    message: 'A text contains characters that cannot be stored',
    title: 'Invalid Input',
  },
  '2201X': { status: 400, message: 'A paging value is out of range', title: 'Invalid Input' },
  '2201W': { status: 400, message: 'A paging value is out of range', title: 'Invalid Input' },
  '22023': { status: 400, message: 'A value is not valid', title: 'Invalid Input' },
  '22012': { status: 400, message: 'A value is not valid', title: 'Invalid Input' },
  // class 40: two transactions met; the caller can simply try again
  '40001': {
    status: 409,
    message: 'Someone else changed this at the same moment. Please try again.',
    title: 'Conflict',
  },
  '40P01': {
    status: 409,
    message: 'Someone else changed this at the same moment. Please try again.',
    title: 'Conflict',
  },
};

/** The 4xx answer for a database error, or undefined when it is a server fault (logged, answered 500). */
export function clientAnswerFor(error: DriverError): ClientErrorAnswer | undefined {
  return (error.constraint && CONSTRAINT_ANSWERS[error.constraint]) || SQLSTATE_ANSWERS[error.code];
}
