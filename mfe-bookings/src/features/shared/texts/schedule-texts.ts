/**
 * Texts of the schedule section (date, slot or custom start and duration, booking type, location) that the New
 * booking screen and the booking details' summary edit both show; the New booking texts include them.
 */
export const SCHEDULE_TEXTS = {
  deliveryDate: 'Delivery Date',
  slot: 'Time Slot',
  customSlot: 'Custom time',
  noSlots: 'No time slots on this day: enter a custom start time and duration.',
  startTime: 'Start Time',
  duration: 'Duration (minutes)',
  endsAt: 'Ends at',
  deliveryMode: 'Booking Type',
  location: 'Store Location',
} as const;
