import { REPORT_MAX_RANGE_DAYS } from '@storedesk/shared/contracts';
import { badRequest } from '../../http/errors';

export const REPORT_INVALID_DATE = 'Please choose valid from and to dates';
export const REPORT_FUTURE_DATE = 'Reports cannot include future dates';
export const REPORT_FROM_AFTER_TO = 'The from date must be on or before the to date';
export const REPORT_RANGE_TOO_LONG = `A report can cover at most ${REPORT_MAX_RANGE_DAYS} days`;
export const REPORT_DATE_TITLE = 'Invalid Date';

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a YYYY-MM-DD that the schema has shape-checked; null for days like 2025-02-30. */
function dayNumber(value: string): number | null {
  const [year, month, day] = value.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return date.getTime() / DAY_MS;
}

/** Today in the store's time zone as YYYY-MM-DD ('en-CA' formats dates that way). */
export function storeToday(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/**
 * The report period's rules (spec 1 §2.4: no future dates; from <= to; at most REPORT_MAX_RANGE_DAYS days, so one
 * request cannot ask for the whole history). Both days are store-local and both are included.
 */
export function checkReportRange(fromDate: string, toDate: string, timeZone: string, now = new Date()): void {
  const from = dayNumber(fromDate);
  const to = dayNumber(toDate);
  if (from === null || to === null) throw badRequest(REPORT_INVALID_DATE, REPORT_DATE_TITLE);
  const today = dayNumber(storeToday(timeZone, now))!;
  if (from > today || to > today) throw badRequest(REPORT_FUTURE_DATE, REPORT_DATE_TITLE);
  if (from > to) throw badRequest(REPORT_FROM_AFTER_TO, REPORT_DATE_TITLE);
  if (to - from + 1 > REPORT_MAX_RANGE_DAYS) throw badRequest(REPORT_RANGE_TOO_LONG, REPORT_DATE_TITLE);
}
