import dayjs from 'dayjs';
import type { CustomerAddress, CustomerProfile } from '../../../contracts';
import { mockId, pickOne, seeded } from '../seeded';

/**
 * The mock store's customers (id kind 0x30, addresses 0x31): every screen's customer is one of these, with its
 * profile, its addresses and its list fields. Counts of bookings are not kept here: they are worked out from the
 * bookings (customers.ts), like the API does.
 */
export interface MockCustomer extends CustomerProfile {
  push_notification: boolean;
  is_deleted: boolean;
}

const FIRST = ['Meera', 'Ravi', 'Ananya', 'Arjun', 'Priya', 'Karthik', 'Divya', 'Rohan', 'Sneha', 'Vikram'];
const LAST = ['Kapoor', 'Kumar', 'Rao', 'Sharma', 'Iyer', 'Reddy', 'Menon', 'Nair', 'Gupta', 'Shetty'];
const STREETS = ['12 Lake Road', '44 MG Road', '7 Church Street', '301 Palm Grove', '18 Temple Lane'];
const AREAS: [string, string][] = [
  ['Indiranagar', '560038'],
  ['Koramangala', '560034'],
  ['Whitefield', '560066'],
  ['Jayanagar', '560041'],
];
export const CUSTOMER_COUNT = 60;

function address(customerN: number, first: string, last: string, random: () => number): CustomerAddress {
  const [locality, zip] = pickOne(random, AREAS);
  return {
    _id: mockId(0x31, customerN * 10 + 1),
    first_name: first,
    last_name: last,
    street: pickOne(random, STREETS),
    locality,
    landmark: '',
    city: 'Bengaluru',
    state: 'Karnataka',
    zip_code: zip,
    country: 'India',
    country_code: 'IN',
    phone_no: `98${String(45000000 + customerN * 7919).slice(0, 8)}`,
    latitude: 12.97 + random() / 10,
    longitude: 77.59 + random() / 10,
    is_default: true,
  };
}

function generateCustomers(): MockCustomer[] {
  const random = seeded('customers');
  // Newest first, one every 1-3 days back from now, so Today / This Week / This Month all match someone.
  let created = dayjs();
  return Array.from({ length: CUSTOMER_COUNT }, (_, i) => {
    const n = i + 1;
    const first_name = FIRST[i % FIRST.length];
    const last_name = LAST[Math.floor(i / FIRST.length) % LAST.length];
    const home = address(n, first_name, last_name, random);
    const customer: MockCustomer = {
      _id: mockId(0x30, n),
      first_name,
      last_name,
      email: n % 4 === 0 ? null : `${first_name}.${last_name}${n}@example.com`.toLowerCase(),
      phone_no: home.phone_no,
      country_code: '+91',
      points: Math.round(random() * 3000),
      order_count: 0,
      order_total: 0,
      addresses: n % 5 === 0 ? [] : [home],
      dob: n % 2 ? `19${70 + (n % 30)}-0${1 + (n % 9)}-15` : null,
      country: 'India',
      customer_tags: n % 2 ? ['vip', 'referral'] : [],
      custom_fields: n % 2 ? [{ name: 'Pets', value: 'One dog' }] : [],
      has_password: false,
      createdAt: created.toISOString(),
      version: 0,
      push_notification: pickOne(random, [true, false]),
      is_deleted: false,
    };
    created = created
      .subtract(1 + Math.floor(random() * 3), 'day')
      .subtract(Math.floor(random() * 600), 'minute');
    return customer;
  });
}

let customers: MockCustomer[] | null = null;
/** Every customer, deleted ones too, created on first use (the same every reload). */
export function mockCustomers(): MockCustomer[] {
  customers ??= generateCustomers();
  return customers;
}

/** The customers a list shows: not deleted. */
export const liveCustomers = () => mockCustomers().filter((c) => !c.is_deleted);

/** A customer that is not deleted, or undefined. */
export function findCustomer(id: string | null | undefined): MockCustomer | undefined {
  return mockCustomers().find((c) => c._id === id && !c.is_deleted);
}

/** Forgets every change (tests start from the generated state). */
export function resetMockCustomers(): void {
  customers = null;
}

/** A test's own customers instead of the generated ones. */
export function seedMockCustomers(rows: MockCustomer[]): void {
  customers = rows;
}
