import { toast } from '@storedesk/shared';

/**
 * The page reloads 200 ms after a booking (spec 2 §4), which would wipe the success toast before anyone reads it.
 * The toast is kept in sessionStorage across the reload and shown again once the screen is back.
 */
const FLASH_KEY = 'new_booking_flash';

export function showAndKeepSuccess(title: string, message: string): void {
  toast.success(title, message);
  sessionStorage.setItem(FLASH_KEY, JSON.stringify({ title, message }));
}

export function showKeptSuccess(): void {
  const raw = sessionStorage.getItem(FLASH_KEY);
  if (!raw) return;
  sessionStorage.removeItem(FLASH_KEY);
  try {
    const { title, message } = JSON.parse(raw) as { title: string; message: string };
    toast.success(title, message);
  } catch {
    // A damaged entry is dropped; the booking itself is saved either way.
  }
}
