import type { DbOrTx } from '../db/client';
import {
  customCode,
  DAYS,
  deliverySlots,
  deliveryTypes,
  MASTER_ORDER_STATUSES,
  notificationSettings,
  pages,
  pointsConfig,
  storeLocations,
  storeOrderStatuses,
  storeTags,
  taxes,
  type TimeSlot,
} from '../db/schema';
import type { City } from './data/people';
import type { Random } from './random';

type MasterCode = (typeof MASTER_ORDER_STATUSES)[number]['code'];

/** The store's booking statuses, in display order, with the master status each maps to. */
const STATUS_NAMES: [string, MasterCode][] = [
  ['Booking Placed', 'PLACED'],
  ['Confirmed', 'CONFIRMED'],
  ['Professional Assigned', 'ASSIGNED'],
  ['Service In Progress', 'IN_PROGRESS'],
  ['On Hold', 'ON_HOLD'],
  ['Rescheduled', 'RESCHEDULED'],
  ['Cancelled', 'CANCELLED'],
  ['Refunded', 'REFUNDED'],
  ['Completed', 'COMPLETED'],
];

export interface SeededStatus {
  id: string;
  name: string;
  code: MasterCode;
}
export interface SeededLocation {
  id: string;
  city: City;
}
export interface SeededSettings {
  statuses: SeededStatus[];
  locations: SeededLocation[];
  tags: string[];
  slotsByDay: Map<string, TimeSlot[]>;
}

const SLOT_HOURS = [8, 10, 12, 14, 16, 18];
const hhmm = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

export const STORE_TAGS = [
  'VIP',
  'Repeat Customer',
  'Corporate',
  'Follow-up Needed',
  'Priority',
  'Warranty Visit',
];

export async function seedSettings(
  db: DbOrTx,
  rng: Random,
  storeId: string,
  cities: City[],
  employeeIds: string[],
): Promise<SeededSettings> {
  const statuses = STATUS_NAMES.map(([name, code]) => ({ id: rng.uuid(), name, code }));
  await db.insert(storeOrderStatuses).values(
    statuses.map((status, position) => ({
      id: status.id,
      storeId,
      name: status.name,
      masterOrderStatusId: MASTER_ORDER_STATUSES.find((master) => master.code === status.code)!.id,
      position,
    })),
  );

  const locations = cities.map((city) => ({ id: rng.uuid(), city }));
  await db.insert(storeLocations).values(
    locations.map(({ id, city }) => ({
      id,
      storeId,
      name: city.name,
      servingLocations: city.localities.map((locality) => ({ pincode: locality.pincode })),
    })),
  );

  // Sunday has only morning slots; every slot closes for booking an hour before it starts.
  const slotsByDay = new Map<string, TimeSlot[]>();
  await db.insert(deliverySlots).values(
    DAYS.map((day) => {
      const hours = day === 'SUNDAY' ? SLOT_HOURS.slice(0, 3) : SLOT_HOURS;
      const slots = hours.map((hour) => ({
        _id: rng.uuid(),
        start_time: hhmm(hour),
        end_time: hhmm(hour + 2),
        cutoff_time: hhmm(hour - 1),
        is_active: true,
      }));
      slotsByDay.set(day, slots);
      return {
        storeId,
        day,
        startTime: hhmm(hours[0]),
        endTime: hhmm(hours[hours.length - 1] + 2),
        slots,
        isActive: true,
      };
    }),
  );

  await db.insert(deliveryTypes).values([
    { storeId, type: 'SCHEDULED', name: 'Scheduled Visit', price: '0', cutoffPrice: '0', isDefault: true },
    { storeId, type: 'EXPRESS', name: 'Express (within 3 hours)', price: '199', cutoffPrice: '1999' },
    { storeId, type: 'INSTORE', name: 'Walk-in at Studio', price: '0', cutoffPrice: '0', isActive: false },
  ]);

  // An intra-state store charges CGST and SGST (18% together); every tax listed here applies to each booking.
  await db.insert(taxes).values([
    { storeId, name: 'CGST', value: '9', type: 'PERCENTAGE', description: 'Central GST (intra-state)' },
    { storeId, name: 'SGST', value: '9', type: 'PERCENTAGE', description: 'State GST (intra-state)' },
  ]);

  await db.insert(pointsConfig).values({
    storeId,
    uom: { points: 1, currency: 1 },
    usageCondition: [
      { customer_group: 'ALL', order_value_min: 499, order_value_max: 4999, points_cap: 200 },
      { customer_group: 'ALL', order_value_min: 5000, order_value_max: 50000, points_cap: 500 },
    ],
    pointGeneration: {
      order_value_percentage: 5,
      order_value_condition: [
        { points: 25, order_value_min: 500, order_value_max: 1999 },
        { points: 100, order_value_min: 2000, order_value_max: 9999 },
      ],
    },
  });

  const [admin, ...others] = employeeIds;
  await db.insert(notificationSettings).values(
    ['ORDER_PLACED', 'ORDER_STATUS_CHANGED', 'ORDER_CANCELLED', 'PAYMENT_RECEIVED', 'CONTRACT_EXPIRING'].map(
      (event) => ({
        storeId,
        event,
        employeeNotificationSettings: {
          email: [admin],
          sms: event === 'ORDER_CANCELLED' ? others : [],
          in_app: employeeIds,
        },
        customerNotificationSettings: { email: true, sms: event !== 'CONTRACT_EXPIRING', in_app: true },
      }),
    ),
  );

  await db.insert(pages).values([
    {
      storeId,
      name: 'About Us',
      urlSlug: 'about-us',
      pageContent:
        '<h2>About Sparkle</h2><p>Trusted home services since 2016, with verified and trained professionals.</p>',
    },
    {
      storeId,
      name: 'Terms and Conditions',
      urlSlug: 'terms-and-conditions',
      pageContent: '<p>Bookings can be rescheduled free of charge up to 3 hours before the slot.</p>',
    },
    {
      storeId,
      name: 'Privacy Policy',
      urlSlug: 'privacy-policy',
      pageContent: '<p>We use your address and phone number only to deliver the service you book.</p>',
    },
    {
      storeId,
      name: 'Frequently Asked Questions',
      urlSlug: 'faq',
      pageContent: '<h3>Do I need to provide materials?</h3><p>No, our professionals bring everything.</p>',
    },
    {
      storeId,
      name: 'Diwali Offers 2024',
      urlSlug: 'diwali-offers-2024',
      pageContent: '<p>Offer has ended.</p>',
      isActive: false,
    },
  ]);

  await db.insert(customCode).values({
    storeId,
    cssContent: '.announcement-bar {\n  background: #0b6e4f;\n  color: #fff;\n}\n',
    jsContent:
      "window.dataLayer = window.dataLayer || [];\nwindow.dataLayer.push({ event: 'storefront_loaded' });\n",
  });

  await db.insert(storeTags).values(STORE_TAGS.map((name) => ({ storeId, name })));

  return { statuses, locations, tags: STORE_TAGS, slotsByDay };
}
