import dayjs from 'dayjs';
import type { CustomerListRow } from '@storedesk/shared';
import { mockId, pickOne, seeded } from '@storedesk/shared/dev/mock-data';

/** The standalone store's customers (id kind 0x30), generated once and changed by the mocks. */
const FIRST = ['Meera', 'Ravi', 'Ananya', 'Arjun', 'Priya', 'Karthik', 'Divya', 'Rohan', 'Sneha', 'Vikram'];
const LAST = ['Kapoor', 'Kumar', 'Rao', 'Sharma', 'Iyer', 'Reddy', 'Menon', 'Nair', 'Gupta', 'Shetty'];
export const CUSTOMER_COUNT = 57;

export interface MockCustomer extends CustomerListRow {
  is_deleted: boolean;
}

function generateCustomers(): MockCustomer[] {
  const random = seeded('customers-marketing');
  // Newest first, one every 1-3 days back from now, so Today / This Week / This Month all match someone.
  let created = dayjs();
  return Array.from({ length: CUSTOMER_COUNT }, (_, i) => {
    const n = i + 1;
    const first_name = FIRST[i % FIRST.length];
    const last_name = LAST[Math.floor(i / FIRST.length) % LAST.length];
    const order_count = Math.floor(random() * 15);
    const row: MockCustomer = {
      _id: mockId(0x30, n),
      first_name,
      last_name,
      email: n % 4 === 0 ? null : `${first_name}.${last_name}${n}@example.com`.toLowerCase(),
      phone_no: `98${String(45000000 + n * 7919).slice(0, 8)}`,
      country_code: '+91',
      points: Math.round(random() * 3000),
      order_count,
      order_total: order_count === 0 ? 0 : Math.round(order_count * (500 + random() * 2500) * 100) / 100,
      version: 0,
      push_notification: pickOne(random, [true, false]),
      createdAt: created.toISOString(),
      is_deleted: false,
    };
    created = created
      .subtract(1 + Math.floor(random() * 3), 'day')
      .subtract(Math.floor(random() * 600), 'minute');
    return row;
  });
}

let customers: MockCustomer[] | null = null;
/** The customers, created on first use (the same every reload, relative to today). */
export function mockCustomers(): MockCustomer[] {
  customers ??= generateCustomers();
  return customers;
}

/** A customer that is not deleted, or undefined. */
export function findCustomer(id: string | null | undefined): MockCustomer | undefined {
  return mockCustomers().find((c) => c._id === id && !c.is_deleted);
}

/** Forgets every change (tests start from the generated state). */
export function resetMockCustomers(): void {
  customers = null;
}
