import dayjs from 'dayjs';
import { PUSH_SCHEDULE_WINDOW_DAYS, PUSH_TIME_STEP_MINUTES, inZone } from '@storedesk/shared';

/** Spec 2 §5, §9: a scheduled notification goes out today up to 30 days ahead, picked in 10-minute steps. */
export const SCHEDULE_WINDOW_DAYS = PUSH_SCHEDULE_WINDOW_DAYS;
export const SCHEDULE_MINUTE_STEP = PUSH_TIME_STEP_MINUTES;

/**
 * The store's wall clock now, as a plain (browser-zone) dayjs: the pickers work in calendar days and clock
 * times, so 18:05 in Kolkata is 18:05 whatever zone the browser sits in.
 */
export function nowInZone(tz?: string | null): dayjs.Dayjs {
  return dayjs(inZone(dayjs(), tz).format('YYYY-MM-DDTHH:mm:ss'));
}

/** Days before today or more than 30 days ahead cannot be picked. */
export function isScheduleDayDisabled(day: dayjs.Dayjs, now: dayjs.Dayjs): boolean {
  const today = now.startOf('day');
  return day.isBefore(today, 'day') || day.isAfter(today.add(SCHEDULE_WINDOW_DAYS, 'day'), 'day');
}

const range = (from: number, to: number) =>
  Array.from({ length: Math.max(0, to - from) }, (_, i) => from + i);

/**
 * On today, the hours and minutes already gone (and the current 10-minute step) are disabled; any other day is
 * open all day. `hour` is the hour being looked at in the minute column.
 */
export function disabledScheduleTime(day: dayjs.Dayjs | null | undefined, now: dayjs.Dayjs) {
  const isToday = Boolean(day && day.isSame(now, 'day'));
  return {
    disabledHours: () => (isToday ? range(0, now.hour()) : []),
    disabledMinutes: (hour: number) => {
      if (!isToday || hour > now.hour()) return [];
      return hour < now.hour() ? range(0, 60) : range(0, now.minute() + 1);
    },
  };
}

/** The picked day and clock time as one store-local wall-clock moment (seconds dropped). */
export function scheduledMoment(day: dayjs.Dayjs, time: dayjs.Dayjs): dayjs.Dayjs {
  return day.startOf('day').hour(time.hour()).minute(time.minute());
}

/** True when the picked moment is inside the window: after now and not past the 30th day. */
export function isScheduleInWindow(day: dayjs.Dayjs, time: dayjs.Dayjs, now: dayjs.Dayjs): boolean {
  return scheduledMoment(day, time).isAfter(now) && !isScheduleDayDisabled(day, now);
}
