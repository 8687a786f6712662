/**
 * Time arithmetic for the demo stores. Both are in Asia/Kolkata, which has kept +05:30 without daylight saving
 * since 1945, so a fixed offset is exact and keeps the generator free of per-row time-zone lookups.
 */
export const DEMO_TIMEZONE = 'Asia/Kolkata';
const OFFSET_MS = 330 * 60_000;
export const DAY_MS = 86_400_000;

/** UTC instant of local midnight of the local day that holds `instant`. */
export function localDayStart(instant: Date): number {
  const local = instant.getTime() + OFFSET_MS;
  return local - (local % DAY_MS) - OFFSET_MS;
}

/** UTC instant of `hour:minute` local time on the local day starting at `dayStart` (a localDayStart value). */
export function atLocalTime(dayStart: number, hour: number, minute = 0, second = 0): Date {
  return new Date(dayStart + ((hour * 60 + minute) * 60 + second) * 1000);
}

/** YYYY-MM-DD of the local day that holds `instant`. */
export function localDate(instant: Date | number): string {
  return new Date(new Date(instant).getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

/** Local hour (0-23) of `instant`. */
export function localHour(instant: number): number {
  return new Date(instant + OFFSET_MS).getUTCHours();
}

/** HH:mm local time of `instant`. */
export function localTimeOfDay(instant: Date | number): string {
  return new Date(new Date(instant).getTime() + OFFSET_MS).toISOString().slice(11, 16);
}

const WEEKDAYS = ['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'] as const;
/** Upper-case weekday of the local day that holds `instant`. */
export function localWeekday(instant: Date | number): (typeof WEEKDAYS)[number] {
  return WEEKDAYS[new Date(new Date(instant).getTime() + OFFSET_MS).getUTCDay()];
}

/** YYYY-MM-DD of a date plus a number of months (day clamped to the month's end). */
export function addMonths(isoDate: string, months: number): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, lastDay));
  return target.toISOString().slice(0, 10);
}
