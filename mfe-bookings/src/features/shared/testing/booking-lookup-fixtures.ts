import type { DeliverySlotDay, DeliveryType, PaymentMethod } from '@storedesk/shared';

/**
 * The booking lookups as the tests of the New booking and booking details screens answer them: slots every day
 * (an active 09:00-11:00 and an inactive 12:00-14:00), two booking types, two payment methods.
 */
const WEEKDAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'];
export function slotDays(active = true): DeliverySlotDay[] {
  return WEEKDAYS.map((day, i) => ({
    _id: `30000000-0000-4000-8000-00000000000${i}`,
    day,
    start_time: '09:00',
    end_time: '18:00',
    is_holiday: false,
    is_active: active,
    slots: [
      {
        _id: `slot-${day}-am`,
        start_time: '09:00',
        end_time: '11:00',
        cutoff_time: '08:00',
        is_active: true,
      },
      {
        _id: `slot-${day}-off`,
        start_time: '12:00',
        end_time: '14:00',
        cutoff_time: '11:00',
        is_active: false,
      },
    ],
  }));
}

export const DELIVERY_TYPES: DeliveryType[] = [
  {
    _id: '40000000-0000-4000-8000-000000000001',
    type: 'SCHEDULED',
    name: 'Scheduled',
    image: null,
    price: 50,
    cutoff_price: 1000,
    is_active: true,
    is_default: true,
  },
  {
    _id: '40000000-0000-4000-8000-000000000002',
    type: 'EXPRESS',
    name: 'Express',
    image: null,
    price: 150,
    cutoff_price: 0,
    is_active: true,
    is_default: false,
  },
];

export const METHODS: PaymentMethod[] = [
  {
    _id: '50000000-0000-4000-8000-000000000001',
    code: 'cash',
    name: 'Cash',
    position: 1,
    request_customer_payment: false,
  },
  {
    _id: '50000000-0000-4000-8000-000000000002',
    code: 'request_customer_payment',
    name: 'Request customer payment',
    position: 2,
    request_customer_payment: true,
  },
];
