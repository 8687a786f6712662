import type { CustomerAddress, CustomerDetail, CustomerSummary } from '@storedesk/shared';

export function makeCustomerSummary(n: number, overrides: Partial<CustomerSummary> = {}): CustomerSummary {
  return {
    _id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    first_name: `Meera${n}`,
    last_name: 'Kapoor',
    email: `meera${n}@example.com`,
    phone_no: `98450${String(n).padStart(5, '0')}`,
    country_code: '+91',
    points: n * 10,
    order_count: n,
    order_total: n * 100,
    ...overrides,
  };
}

export function makeAddress(n: number, overrides: Partial<CustomerAddress> = {}): CustomerAddress {
  return {
    _id: `10000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    first_name: 'Meera',
    last_name: 'Kapoor',
    street: `${n} Lake Road`,
    locality: 'Indiranagar',
    landmark: 'Near the park',
    city: 'Bengaluru',
    state: 'Karnataka',
    zip_code: '560038',
    country: 'India',
    country_code: 'IN',
    phone_no: '9845012345',
    latitude: 12.97,
    longitude: 77.64,
    is_default: n === 1,
    ...overrides,
  };
}

export function makeCustomerDetail(
  n: number,
  addresses: CustomerAddress[] = [makeAddress(1)],
): CustomerDetail {
  return { ...makeCustomerSummary(n), addresses };
}
