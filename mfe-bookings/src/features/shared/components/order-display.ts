import dayjs from 'dayjs';
import {
  DEFAULT_FIELD_SERVICE_WEB_URL,
  fieldServiceJobLink,
  formatDate,
  formatTime,
} from '@storedesk/shared';

/** Shared display helpers of the booking screens. */
export function customerName(customer: { first_name: string; last_name: string }): string {
  return `${customer.first_name} ${customer.last_name}`.trim();
}

/** A calendar day YYYY-MM-DD shown DD/MM/YYYY (no zone: it is already the store's day). */
export function formatDay(day: string | null | undefined): string {
  if (!day) return '';
  const parsed = dayjs(day, 'YYYY-MM-DD', true);
  return parsed.isValid() ? parsed.format('DD/MM/YYYY') : '';
}

/** A slot time HH:mm shown hh:mm A. */
export function formatSlotTime(time: string | null | undefined): string {
  if (!time) return '';
  const parsed = dayjs(time, ['HH:mm', 'HH:mm:ss'], true);
  return parsed.isValid() ? parsed.format('hh:mm A') : time;
}

export function formatSlot(start: string | null | undefined, end: string | null | undefined): string {
  if (!start) return '';
  return end ? `${formatSlotTime(start)} - ${formatSlotTime(end)}` : formatSlotTime(start);
}

/** An instant shown DD/MM/YYYY hh:mm A in the store's zone. */
export function formatDateTime(value: string | null | undefined, tz?: string | null): string {
  if (!value) return '';
  return `${formatDate(value, tz)} ${formatTime(value, tz)}`.trim();
}

/** The field-service job's page: the kit's link (shared with the contract screens). */
export const DEFAULT_JOB_BASE_URL = DEFAULT_FIELD_SERVICE_WEB_URL;
export const jobLink = fieldServiceJobLink;
