import type { CustomerAddress, CustomerDetail } from '@storedesk/shared';
import { pickOne, mockId, seeded } from '@storedesk/shared/dev/mock-data';

/** The standalone store's customers (id kind 0x30, addresses 0x31), generated once and changed by the mocks. */
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

function generateCustomers(): CustomerDetail[] {
  const random = seeded('customers');
  return Array.from({ length: CUSTOMER_COUNT }, (_, i) => {
    const n = i + 1;
    const first_name = FIRST[i % FIRST.length];
    const last_name = LAST[Math.floor(i / FIRST.length) % LAST.length];
    const home = address(n, first_name, last_name, random);
    return {
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
    };
  });
}

let customers: CustomerDetail[] | null = null;
/** The customers, created on first use (the same every reload). */
export function mockCustomers(): CustomerDetail[] {
  customers ??= generateCustomers();
  return customers;
}

export function findCustomer(id: string | null | undefined): CustomerDetail | undefined {
  return mockCustomers().find((c) => c._id === id);
}

/** Forgets every change (tests start from the generated state). */
export function resetMockCustomers(): void {
  customers = null;
}
