import { http, HttpResponse } from 'msw';
import {
  CHANGED_ELSEWHERE,
  inZone,
  useSession,
  type CustomerListRow,
  type CustomerProfile,
  type CustomerSummary,
  type UpdateCustomerPointsBody,
} from '../../index';
import { findCustomer, liveCustomers, type MockCustomer } from './db/customers';
import { withCounts } from './db/customer-counts';
import { emptyScenario, fail, mockUrl, paged, refuse } from './respond';
import { DAY_PATTERN, query } from './request';
import {
  deleteCustomerOperation,
  getCustomerOperation,
  listCustomersOperation,
  searchCustomersOperation,
  updateCustomerPointsOperation,
} from '../../contracts/all-operations';

/**
 * The customer reads (api/src/routes/customers): GET customer/all, customer/search and customer, PUT
 * customer/points, DELETE customer. Writes of the profile and its addresses are in customer-writes.ts.
 */
export const CUSTOMER_NOT_FOUND = () => fail(404, 'Customer not found', 'Customer');

export const listRow = (c: MockCustomer): CustomerListRow => {
  const {
    addresses: _a,
    dob: _d,
    country: _c,
    customer_tags: _t,
    custom_fields: _f,
    has_password: _p,
    is_deleted: _x,
    ...row
  } = withCounts(c);
  return row;
};
export const summary = (c: MockCustomer): CustomerSummary => {
  const { version: _v, createdAt: _c, ...row } = listRow(c);
  return row;
};
export const profile = (c: MockCustomer): CustomerProfile => {
  const { push_notification: _p, is_deleted: _x, ...rest } = withCounts(c);
  return rest;
};

/** The API's keyword: name, e-mail or phone contains it, ignoring case (customer-keyword.ts). */
const keywordMatch = (c: MockCustomer, keyword: string) =>
  [`${c.first_name} ${c.last_name}`, c.email ?? '', c.phone_no ?? ''].some((t) =>
    t.toLowerCase().includes(keyword.trim().toLowerCase()),
  );

/** The store-local day of an instant, YYYY-MM-DD (the API compares created dates as store days). */
const storeDay = (iso: string) =>
  inZone(iso, useSession.getState().store?.store_timezone).format('YYYY-MM-DD');

/** The filters of GET customer/all as the API applies them (contracts/customers.ts). */
function matches(c: CustomerListRow & MockCustomer, q: URLSearchParams): boolean {
  const keyword = q.get('filter.keyword');
  if (keyword && !keywordMatch(c, keyword)) return false;
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

export const customerReadHandlers = [
  // GET customer/all: newest first, 10 a page.
  http.get(mockUrl(listCustomersOperation), async ({ request }) => {
    const refused = await refuse(request);
    if (refused) return refused;
    const q = query(request);
    const days = ['added_from_date', 'added_to_date', 'created_from', 'created_to'].map((k) =>
      q.get(`filter.${k}`),
    );
    if (days.some((d) => d !== null && !DAY_PATTERN.test(d)))
      return fail(400, 'Dates must be YYYY-MM-DD.', 'Invalid Input');
    const rows = emptyScenario()
      ? []
      : liveCustomers()
          .map(withCounts)
          .filter((c) => matches(c, q));
    return HttpResponse.json(paged(rows.map(listRow), q.get('limit'), q.get('offset')));
  }),

  // GET customer/search: the keyword is required (empty is refused by the request schema), 15 a page.
  http.get(mockUrl(searchCustomersOperation), async ({ request }) => {
    const refused = await refuse(request);
    if (refused) return refused;
    const q = query(request);
    const keyword = q.get('filter.keyword') ?? '';
    if (!keyword) return fail(400, 'Keyword must not be empty', 'Invalid Input');
    const rows = emptyScenario()
      ? []
      : liveCustomers()
          .filter((c) => keywordMatch(c, keyword))
          .map(summary);
    return HttpResponse.json(paged(rows, q.get('limit'), q.get('offset'), 15));
  }),

  // GET customer: the profile with its addresses (booking picker, detail, edit).
  http.get(mockUrl(getCustomerOperation), async ({ request }) => {
    const refused = await refuse(request);
    if (refused) return refused;
    const customer = findCustomer(query(request).get('customer_id'));
    return customer ? HttpResponse.json({ data: profile(customer) }) : CUSTOMER_NOT_FOUND();
  }),

  http.put(mockUrl(updateCustomerPointsOperation), async ({ request }) => {
    const refused = await refuse(request);
    if (refused) return refused;
    const body = (await request.json()) as UpdateCustomerPointsBody;
    if (!Number.isInteger(body.points) || body.points < 0)
      return fail(400, 'points must be a whole number of 0 or more', 'Invalid Input');
    const customer = findCustomer(body._id);
    if (!customer) return CUSTOMER_NOT_FOUND();
    const { message, title } = CHANGED_ELSEWHERE.customer;
    if (customer.version !== body.version) return fail(409, message, title, 'CHANGED_ELSEWHERE');
    customer.points = body.points;
    customer.version += 1;
    return HttpResponse.json({
      message: 'Successfully updated Points',
      title: 'Points Updated',
      data: listRow(customer),
    });
  }),

  http.delete(mockUrl(deleteCustomerOperation), async ({ request }) => {
    const refused = await refuse(request);
    if (refused) return refused;
    const customer = findCustomer(query(request).get('customer_id'));
    if (!customer) return CUSTOMER_NOT_FOUND();
    customer.is_deleted = true;
    return HttpResponse.json({ message: 'Customer deleted successfully', title: 'Customer Deleted' });
  }),
];
