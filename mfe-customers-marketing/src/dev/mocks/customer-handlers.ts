import { http, HttpResponse } from 'msw';
import {
  CHANGED_ELSEWHERE,
  inZone,
  useSession,
  type CustomerListRow,
  type UpdateCustomerPointsBody,
} from '@storedesk/shared';
import { findCustomer, mockCustomers, type MockCustomer } from './mock-customers';
import { emptyScenario, fail, mockUrl, paged, refuse } from '@storedesk/shared/dev/mocks';
import { DAY_PATTERN, query } from '@storedesk/shared/dev/mock-request';

const NOT_FOUND = () => fail(404, 'Customer not found', 'Customer');
const row = ({ is_deleted: _deleted, ...rest }: MockCustomer): CustomerListRow => rest;

/** The store-local day of an instant, YYYY-MM-DD (the API compares created dates as store days). */
const storeDay = (iso: string) =>
  inZone(iso, useSession.getState().store?.store_timezone).format('YYYY-MM-DD');

/** The filters of GET customer/all as the API applies them (contracts/customers.ts). */
function matches(c: MockCustomer, q: URLSearchParams): boolean {
  const keyword = q.get('filter.keyword')?.trim().toLowerCase();
  if (keyword) {
    const texts = [`${c.first_name} ${c.last_name}`, c.email ?? '', c.phone_no ?? ''];
    if (!texts.some((t) => t.toLowerCase().includes(keyword))) return false;
  }
  const day = storeDay(c.createdAt);
  const from = [q.get('filter.added_from_date'), q.get('filter.created_from')];
  const to = [q.get('filter.added_to_date'), q.get('filter.created_to')];
  if (from.some((d) => d && day < d) || to.some((d) => d && day > d)) return false;
  const ranges: [string, number][] = [
    ['order_count', c.order_count],
    ['points', c.points],
    ['order_total', c.order_total],
  ];
  for (const [name, value] of ranges) {
    const low = q.get(`filter.${name}_from`);
    const high = q.get(`filter.${name}_to`);
    if ((low !== null && value < Number(low)) || (high !== null && value > Number(high))) return false;
  }
  const push = q.get('filter.push_notification');
  return push === null || String(c.push_notification) === push;
}

/** GET customer/all, PUT customer/points, DELETE customer (contracts/customers.ts). */
export const customerHandlers = [
  http.get(mockUrl('customer/all'), async ({ request }) => {
    const refused = await refuse(request);
    if (refused) return refused;
    const q = query(request);
    const days = ['added_from_date', 'added_to_date', 'created_from', 'created_to'].map((k) =>
      q.get(`filter.${k}`),
    );
    if (days.some((d) => d !== null && !DAY_PATTERN.test(d)))
      return fail(400, 'Dates must be YYYY-MM-DD.', 'Invalid Input');
    const rows = emptyScenario() ? [] : mockCustomers().filter((c) => !c.is_deleted && matches(c, q));
    return HttpResponse.json(paged(rows.map(row), q.get('limit'), q.get('offset')));
  }),

  http.put(mockUrl('customer/points'), async ({ request }) => {
    const refused = await refuse(request);
    if (refused) return refused;
    const body = (await request.json()) as UpdateCustomerPointsBody;
    if (!Number.isInteger(body.points) || body.points < 0)
      return fail(400, 'points must be a whole number of 0 or more', 'Invalid Input');
    const customer = findCustomer(body._id);
    if (!customer) return NOT_FOUND();
    const { message, title } = CHANGED_ELSEWHERE.customer;
    if (customer.version !== body.version) return fail(409, message, title);
    customer.points = body.points;
    customer.version += 1;
    return HttpResponse.json({
      message: 'Successfully updated Points',
      title: 'Points Updated',
      data: row(customer),
    });
  }),

  http.delete(mockUrl('customer'), async ({ request }) => {
    const refused = await refuse(request);
    if (refused) return refused;
    const customer = findCustomer(query(request).get('customer_id'));
    if (!customer) return NOT_FOUND();
    customer.is_deleted = true;
    return HttpResponse.json({ message: 'Customer deleted successfully', title: 'Customer Deleted' });
  }),
];
