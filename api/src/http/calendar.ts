/**
 * Days and times the API accepts. A text can match YYYY-MM-DD and still name no day (2026-02-30), and PostgreSQL
 * takes years the product never means (year 0 is refused there, 9999 is not); both are refused before a query runs.
 */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2199;

const DAY = /^(\d{4})([-/])(\d{2})\2(\d{2})$/;

/** Whether year, month (1-12) and day name a real day within the product's years. */
export function isRealDay(year: number, month: number, day: number): boolean {
  if (year < MIN_YEAR || year > MAX_YEAR) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** YYYY-MM-DD (separator '-') or YYYY/MM/DD (separator '/') naming a real day. */
export function isDayText(value: string, separator: '-' | '/'): boolean {
  const match = DAY.exec(value);
  if (!match || match[2] !== separator) return false;
  return isRealDay(Number(match[1]), Number(match[3]), Number(match[4]));
}

// RFC 3339 date-time, as JSON Schema's date-time format means it.
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[Tt ]([01]\d|2[0-3]):([0-5]\d):([0-5]\d|60)(\.\d{1,9})?([Zz]|[+-]([01]\d|2[0-3]):[0-5]\d)$/;

export function isDateTimeText(value: string): boolean {
  const match = DATE_TIME.exec(value);
  return match !== null && isRealDay(Number(match[1]), Number(match[2]), Number(match[3]));
}
