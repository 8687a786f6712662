/** Texts of the day-wise view (spec 2 §2 "Day-wise view"). */
export const DAYWISE_TEXTS = {
  title: 'Booking Day Wise',
  dateType: 'Date type',
  dateTypes: { DELIVERY_DATE: 'Delivery Date', ORDER_DATE: 'Booking Date' },
  date: 'Date',
  allSlots: 'All slots',
  slots: 'Delivery slots',
  noSlots: 'No active delivery slots on this day',
  print: 'Print',
  printTitle: (date: string) => `Bookings of ${date}`,
  /** The run sheet's heading: the store and which date it is. */
  sheetTitle: (store: string, dateType: string, date: string) =>
    `${store} · Run sheet · ${dateType}: ${date}`,
  previousDay: 'Previous day',
  nextDay: 'Next day',
  progress: (loaded: number, total: number) => `Loaded ${loaded} of ${total} bookings`,
  empty: 'No bookings on this day',
  columns: {
    number: 'Booking No.',
    customer: 'Customer',
    phone: 'Phone',
    address: 'Address',
    notes: 'Notes',
    slot: 'Slot',
    services: 'Services',
    status: 'Status',
    total: 'Total',
    paid: 'Payment',
  },
  paid: 'Paid',
  notPaid: 'Not Paid',
} as const;
