import type { Dayjs } from 'dayjs';
import type { DeliverySlotDay, TimeSlot } from '@storedesk/shared';

/** The slot choice that means "a custom start time and duration". */
export const CUSTOM_SLOT = 'CUSTOM';
/** Spec 2 §9: slot time step. */
export const SLOT_STEP_MINUTES = 15;

export type SlotChoice = Pick<TimeSlot, '_id' | 'start_time' | 'end_time' | 'cutoff_time'>;

/** Upper-case weekday of a date, as slot days and delivery_data.day name it (e.g. MONDAY). */
export function weekdayOf(day: Dayjs): string {
  return day.locale('en').format('dddd').toUpperCase();
}

/** Spec 2 §4: a date's slots come from that weekday's entry, only if it is active (and only active slots). */
export function slotsFor(days: DeliverySlotDay[], day: Dayjs | null | undefined): SlotChoice[] {
  if (!day) return [];
  const entry = days.find((d) => d.day.toUpperCase() === weekdayOf(day));
  if (!entry || !entry.is_active || entry.is_holiday) return [];
  return entry.slots.filter((s) => s.is_active);
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
