// The delivery-slot rules (spec 2 §4) that new bookings, booking edits and contract service requests share.
import dayjs, { type Dayjs } from 'dayjs';
import { inZone } from './dayjs-zone';
import type { DeliverySlotDay, TimeSlot } from '../contracts';

/** The slot choice that means "a custom start time and duration". */
export const CUSTOM_SLOT = 'CUSTOM';
/** Spec 2 §9: slot time step. */
export const SLOT_STEP_MINUTES = 15;

export type SlotChoice = Pick<TimeSlot, '_id' | 'start_time' | 'end_time' | 'cutoff_time'>;

/** Upper-case weekday of a date, as slot days and delivery_data.day name it (e.g. MONDAY). */
export function weekdayOf(day: Dayjs): string {
  return day.locale('en').format('dddd').toUpperCase();
}

/** The store's wall clock: its date (YYYY-MM-DD) and time (HH:mm) now, in its time zone. */
export interface StoreClock {
  date: string;
  time: string;
}

export function storeClock(tz: string | null | undefined, now = dayjs()): StoreClock {
  const there = inZone(now, tz);
  return { date: there.format('YYYY-MM-DD'), time: there.format('HH:mm') };
}

const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return h * 60 + m;
};

/**
 * A slot of the store's today whose end has passed is over and cannot be booked (issue 21 §5; the API refuses it
 * too). An end at or before the start runs past midnight, so it ends tomorrow.
 */
export function slotOver(day: Dayjs, start: string, end: string, clock: StoreClock): boolean {
  if (day.format('YYYY-MM-DD') !== clock.date) return false;
  const ends = minutesOf(end) <= minutesOf(start) ? minutesOf(end) + 1440 : minutesOf(end);
  return ends <= minutesOf(clock.time);
}

/**
 * Spec 2 §4: a date's slots come from that weekday's entry, only if it is active (and only active slots). With the
 * store's clock (a new booking), only those not yet over; without it (an existing booking's own slot) all of them.
 */
export function slotsFor(
  days: DeliverySlotDay[],
  day: Dayjs | null | undefined,
  clock?: StoreClock,
): SlotChoice[] {
  if (!day) return [];
  const entry = days.find((d) => d.day.toUpperCase() === weekdayOf(day));
  if (!entry || !entry.is_active || entry.is_holiday) return [];
  return entry.slots.filter((s) => s.is_active && !(clock && slotOver(day, s.start_time, s.end_time, clock)));
}

/** HH:mm plus minutes on a 24-hour clock (spec 2 §4: a custom slot ends at start plus duration). */
export function endTime(start: string, minutes: number): string {
  const [h, m] = start.split(':').map(Number);
  const total = (((h * 60 + m + minutes) % 1440) + 1440) % 1440;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** 'HH:mm' shown as hh:mm A. */
export function showTime(hhmm: string): string {
  const [h, m] = hhmm.split(':').map(Number);
  if (Number.isNaN(h) || Number.isNaN(m)) return hhmm;
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return `${String(hour12).padStart(2, '0')}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}
