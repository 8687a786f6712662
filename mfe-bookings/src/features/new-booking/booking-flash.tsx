import { toast, type CreateOrderReply } from '@storedesk/shared';
import { newBookingUrls } from './urls';

/**
 * The page reloads 200 ms after a booking (spec 2 §4), which would wipe the success toast before anyone reads it.
 * The toast is kept in sessionStorage across the reload and shown again once the screen is back. It names the new
 * booking with a link that opens it.
 */
const FLASH_KEY = 'new_booking_flash';

type Created = CreateOrderReply['data'];
interface Flash {
  title: string;
  message: string;
  booking?: Created;
}

export const bookingLinkText = (orderNumber: number) => `Open booking #${orderNumber}`;

function messageOf({ message, booking }: Flash) {
  if (!booking) return message;
  return (
    <span>
      {message}: <strong>Booking #{booking.order_number}</strong>.{' '}
      <a href={newBookingUrls.booking(booking._id)}>{bookingLinkText(booking.order_number)}</a>
    </span>
  );
}

export function showAndKeepSuccess(title: string, message: string, booking?: Created): void {
  const flash: Flash = { title, message, ...(booking ? { booking } : {}) };
  toast.success(title, messageOf(flash));
  sessionStorage.setItem(FLASH_KEY, JSON.stringify(flash));
}

export function showKeptSuccess(): void {
  const raw = sessionStorage.getItem(FLASH_KEY);
  if (!raw) return;
  sessionStorage.removeItem(FLASH_KEY);
  try {
    const flash = JSON.parse(raw) as Flash;
    toast.success(flash.title, messageOf(flash));
  } catch {
    // A damaged entry is dropped; the booking itself is saved either way.
  }
}
