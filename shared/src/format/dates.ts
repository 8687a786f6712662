import { dayjs, inZone, type DateInput } from './dayjs-zone';

/** Display formats of spec 1 §9. */
export const DATE_FORMAT = 'DD/MM/YYYY';
export const TIME_FORMAT = 'hh:mm A';
export type ApiDateFormat = 'YYYY/MM/DD' | 'YYYY-MM-DD';

/** DD/MM/YYYY in the store's time zone; '' for an empty or unparseable value. */
export function formatDate(value: DateInput | null | undefined, tz?: string | null): string {
  if (value === null || value === undefined || value === '') return '';
  const shown = inZone(value, tz);
  return shown.isValid() ? shown.format(DATE_FORMAT) : '';
}

/** hh:mm A in the store's time zone; '' for an empty or unparseable value. */
export function formatTime(value: DateInput | null | undefined, tz?: string | null): string {
  if (value === null || value === undefined || value === '') return '';
  const shown = inZone(value, tz);
  return shown.isValid() ? shown.format(TIME_FORMAT) : '';
}

/**
 * Today's calendar date in the store's zone, as a plain (browser-zone) dayjs at midnight. Date pickers and
 * toApiDate work with calendar dates, so the result carries no zone of its own: 22/11 in Kolkata stays 22/11
 * for a user whose browser sits in New York.
 */
export function todayInZone(tz?: string | null): dayjs.Dayjs {
  return dayjs(inZone(dayjs(), tz).format('YYYY-MM-DD'));
}

/** A calendar date as the API wants it: YYYY/MM/DD (dashboard) or YYYY-MM-DD (filters, reports). */
export function toApiDate(day: dayjs.Dayjs, format: ApiDateFormat = 'YYYY-MM-DD'): string {
  return day.format(format);
}

/** Parses a calendar date written in one of the given formats (strict); null when it does not match. */
export function parseCalendarDate(
  text: string | null | undefined,
  format: string = DATE_FORMAT,
): dayjs.Dayjs | null {
  if (!text) return null;
  const day = dayjs(text, format, true);
  return day.isValid() ? day : null;
}
