import { DATE_FORMAT, parseCalendarDate } from '@storedesk/shared';

/** A calendar day (YYYY-MM-DD: due dates, contract dates, birthdays) as DD/MM/YYYY, with no zone shift. */
export function formatCalendarDay(day: string | null | undefined): string {
  return parseCalendarDate(day, 'YYYY-MM-DD')?.format(DATE_FORMAT) ?? '';
}
