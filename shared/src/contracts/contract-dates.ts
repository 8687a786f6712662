/**
 * A contract's calendar arithmetic on store-local days (YYYY-MM-DD or YYYY/MM/DD in, the same separator out),
 * without a date library so the API, the mocks and the screens compute the same days (spec 2 §4, §5).
 */

const DAY = /^(\d{4})([-/])(\d{2})\2(\d{2})$/;

function parts(day: string): { y: number; m: number; d: number; sep: string } {
  const match = DAY.exec(day);
  if (!match) throw new Error(`Not a calendar day: ${day}`);
  return { y: Number(match[1]), m: Number(match[3]), d: Number(match[4]), sep: match[2] };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const daysIn = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

/**
 * The day `months` calendar months after `day`; a day past the end of the shorter month is that month's last day
 * (31 Jan + 1 = 28 Feb, or 29 in a leap year).
 */
export function addMonthsToDay(day: string, months: number): string {
  const { y, m, d, sep } = parts(day);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return [pad(year, 4), pad(month), pad(Math.min(d, daysIn(year, month)))].join(sep);
}

/** The day after (or `days` after) `day`. */
export function addDaysToDay(day: string, days = 1): string {
  const { y, m, d, sep } = parts(day);
  const next = new Date(Date.UTC(y, m - 1, d + days));
  return [pad(next.getUTCFullYear(), 4), pad(next.getUTCMonth() + 1), pad(next.getUTCDate())].join(sep);
}

/** Compares two days whatever their separators: negative, 0 or positive. */
export function compareDays(a: string, b: string): number {
  const x = parts(a);
  const y = parts(b);
  return x.y - y.y || x.m - y.m || x.d - y.d;
}

/** The end of a contract starting on `start` for a billing period of `months` months (spec 2 §5). */
export const contractEnd = (start: string, months: number): string => addMonthsToDay(start, months);

/**
 * Where a renewal starts (spec 2 §4): the day after the old end when that is still to come, otherwise today.
 * `today` is the store's today; the answer keeps `today`'s separator.
 */
export function renewalStart(oldEnd: string, today: string): string {
  const dayAfter = addDaysToDay(oldEnd);
  if (compareDays(dayAfter, today) <= 0) return today;
  return dayAfter.replace(/[-/]/g, parts(today).sep);
}

/** The earliest start a new contract may have (spec 2 §5 "not earlier than about a year ago"): a year before today. */
export const earliestContractStart = (today: string): string => addMonthsToDay(today, -12);
