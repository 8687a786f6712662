import { badRequest } from '../../http/errors';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether a YYYY-MM-DD text names a day that exists (the contract's pattern lets 2026-02-30 through). */
export function isCalendarDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * 400 for a day that does not exist, before Postgres sees it: `'2026-02-30'::date` fails there with 22008, which
 * is not an input error code the error handler knows, so it answered 500.
 */
export function assertCalendarDay(field: string, value: string | undefined): void {
  if (value !== undefined && !isCalendarDay(value))
    throw badRequest(`"${field}" must be a real calendar day (YYYY-MM-DD)`);
}

// eslint-disable-next-line no-control-regex -- Postgres text cannot hold NUL; matching it is the point
const NUL = /\u0000/g;

/** Text without NUL characters, which Postgres refuses in text (22021, answered as a 500). */
export const withoutNul = (value: string) => value.replace(NUL, '');
