import type dayjs from 'dayjs';
import { toApiDate } from './dates';

/** The date choices of the filter modals (spec 1 §5, spec 2 §3); ANY or no choice means any day. */
export type DateOption = 'ANY' | 'TODAY' | 'YESTERDAY' | 'TOMORROW' | 'WEEK' | 'MONTH' | 'CUSTOM';

/**
 * A date choice as an inclusive range of store-local YYYY-MM-DD days. `today` is the store's today (todayInZone);
 * WEEK and MONTH are the calendar week (Sunday..Saturday) and month holding today; CUSTOM takes the given days.
 * Screens keep the choice, not the days, so a remembered "Today" is still today tomorrow.
 */
export function dateOptionRange(
  option: DateOption | undefined,
  today: dayjs.Dayjs,
  custom: { from?: string; to?: string } = {},
): { from?: string; to?: string } {
  const day = (d: dayjs.Dayjs) => toApiDate(d, 'YYYY-MM-DD');
  switch (option) {
    case 'TODAY':
      return { from: day(today), to: day(today) };
    case 'YESTERDAY':
      return { from: day(today.subtract(1, 'day')), to: day(today.subtract(1, 'day')) };
    case 'TOMORROW':
      return { from: day(today.add(1, 'day')), to: day(today.add(1, 'day')) };
    case 'WEEK':
      return { from: day(today.startOf('week')), to: day(today.endOf('week')) };
    case 'MONTH':
      return { from: day(today.startOf('month')), to: day(today.endOf('month')) };
    case 'CUSTOM':
      return { from: custom.from, to: custom.to };
    default:
      return {};
  }
}
