import { sql, type SQL } from 'drizzle-orm';
import type { EndDateOption } from '@storedesk/shared/contracts';

/** Today in the store's time zone, as a date. */
const storeToday = (tz: string) => sql`((now() AT TIME ZONE ${tz})::date)`;

/**
 * The first and last day (inclusive, as SQL dates) of an end-date option: the store-local day, the calendar week
 * (Sunday..Saturday, as the screens' date options) or the month holding today. CUSTOM has no window of its own.
 */
export function endDateWindow(option: EndDateOption, tz: string): { from: SQL; to: SQL } | undefined {
  const today = storeToday(tz);
  switch (option) {
    case 'TODAY':
      return { from: today, to: today };
    case 'WEEK': {
      const sunday = sql`(${today} - extract(dow from ${today})::int)`;
      return { from: sunday, to: sql`(${sunday} + 6)` };
    }
    case 'MONTH': {
      const first = sql`(date_trunc('month', ${today})::date)`;
      return { from: first, to: sql`((${first} + interval '1 month')::date - 1)` };
    }
    default:
      return undefined;
  }
}
