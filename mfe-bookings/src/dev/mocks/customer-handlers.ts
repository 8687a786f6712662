import { http, HttpResponse } from 'msw';
import type {
  CreateCustomerBody,
  CustomerAddress,
  CustomerDetail,
  CustomerSummary,
  SaveAddressBody,
} from '@storedesk/shared';
import { findCustomer, mockCustomers } from './mock-customers';
import { mockOrders } from './mock-orders';
import { emptyScenario, fail, mockUrl, paged, refuse } from '@storedesk/shared/dev/mocks';
import { query, storeToday } from '@storedesk/shared/dev/mock-request';
import { mockId, round2 } from '@storedesk/shared/dev/mock-data';

let created = 0;

/** A customer with the counts the picker shows, from the mock bookings. */
function summary(customer: CustomerDetail): CustomerSummary {
  const { addresses: _addresses, ...rest } = customer;
  const theirs = mockOrders(storeToday()).orders.filter((o) => o.customer_id === customer._id);
  return {
    ...rest,
    order_count: theirs.length,
    order_total: round2(theirs.reduce((s, o) => s + o.total, 0)),
  };
}

const withCounts = (customer: CustomerDetail): CustomerDetail => ({ ...customer, ...summary(customer) });

/** GET customer/search, GET customer, POST customer, PUT customer/address (contracts/customers.ts). */
export const customerHandlers = [
  http.get(mockUrl('customer/search'), async ({ request }) => {
    const refused = await refuse(request);
    if (refused) return refused;
    const q = query(request);
    const keyword = (q.get('filter.keyword') ?? '').trim().toLowerCase();
    if (!keyword) return fail(400, 'Type something to search for.', 'Invalid request');
    const rows = emptyScenario()
      ? []
      : mockCustomers()
          .filter((c) =>
            [
              c.first_name,
              c.last_name,
              `${c.first_name} ${c.last_name}`,
              c.email ?? '',
              c.phone_no ?? '',
            ].some((s) => s.toLowerCase().includes(keyword)),
          )
          .map(summary);
    return HttpResponse.json(paged(rows, q.get('limit'), q.get('offset'), 15));
  }),

  http.get(mockUrl('customer'), async ({ request }) => {
    const refused = await refuse(request);
    if (refused) return refused;
    const customer = findCustomer(query(request).get('customer_id'));
    if (!customer) return fail(404, 'This customer does not exist.', 'Not Found');
    return HttpResponse.json({ data: withCounts(customer) });
  }),

  http.post(mockUrl('customer'), async ({ request }) => {
    const refused = await refuse(request);
    if (refused) return refused;
    const { customer } = (await request.json()) as CreateCustomerBody;
    const email = customer.email?.trim() || null;
    const phone = customer.phone_no?.trim() || null;
    if (!customer.first_name?.trim()) return fail(400, 'Please enter the first name.', 'Missing Fields');
    if (!email && !phone) return fail(400, 'Please enter either Phone Number or Email', 'Missing Fields');
    if (phone && !/^\d+$/.test(phone))
      return fail(400, 'Phone number should only contain numbers.', 'Invalid Fields');
    const all = mockCustomers();
    if (email && all.some((c) => c.email?.toLowerCase() === email.toLowerCase()))
      return fail(409, 'A customer with this email already exists', 'Duplicate Customer');
    if (phone && all.some((c) => c.phone_no === phone))
      return fail(409, 'A customer with this phone number already exists', 'Duplicate Customer');
    created += 1;
    const record: CustomerDetail = {
      _id: mockId(0x32, created),
      first_name: customer.first_name.trim(),
      last_name: customer.last_name?.trim() ?? '',
      email,
      phone_no: phone,
      country_code: customer.country_code ?? null,
      points: 0,
      order_count: 0,
      order_total: 0,
      addresses: [],
    };
    all.push(record);
    return HttpResponse.json({
      message: 'Customer created successfully',
      title: 'Customer Created',
      data: record,
    });
  }),

  http.put(mockUrl('customer/address'), async ({ request }) => {
    const refused = await refuse(request);
    if (refused) return refused;
    const body = (await request.json()) as SaveAddressBody;
    const customer = findCustomer(body.customer_id);
    if (!customer) return fail(404, 'This customer does not exist.', 'Not Found');
    const { _id, is_default, latitude, longitude, ...fields } = body.address;
    if (Object.values(fields).every((v) => !v?.toString().trim()))
      return fail(400, 'Please enter address details to save.', 'Missing Fields');
    const existing = _id ? customer.addresses.find((a) => a._id === _id) : undefined;
    if (_id && !existing) return fail(404, 'This address does not exist.', 'Not Found');
    const saved: CustomerAddress = {
      _id: existing?._id ?? mockId(0x31, 0x100000 + customer.addresses.length + created * 100 + 1),
      first_name: fields.first_name ?? existing?.first_name ?? customer.first_name,
      last_name: fields.last_name ?? existing?.last_name ?? customer.last_name,
      street: fields.street ?? existing?.street ?? '',
      locality: fields.locality ?? existing?.locality ?? '',
      landmark: fields.landmark ?? existing?.landmark ?? '',
      city: fields.city ?? existing?.city ?? '',
      state: fields.state ?? existing?.state ?? '',
      zip_code: fields.zip_code ?? existing?.zip_code ?? '',
      country: fields.country ?? existing?.country ?? '',
      country_code: fields.country_code ?? existing?.country_code ?? '',
      phone_no: fields.phone_no ?? existing?.phone_no ?? '',
      latitude: latitude ?? existing?.latitude ?? null,
      longitude: longitude ?? existing?.longitude ?? null,
      is_default: is_default ?? existing?.is_default ?? customer.addresses.length === 0,
    };
    if (saved.is_default) customer.addresses.forEach((a) => (a.is_default = false));
    customer.addresses = existing
      ? customer.addresses.map((a) => (a._id === saved._id ? saved : a))
      : [...customer.addresses, saved];
    return HttpResponse.json({
      message: 'Successfully Updated Address',
      title: 'Address Saved',
      data: saved,
    });
  }),
];
