import { http, HttpResponse } from 'msw';
import { contains } from './push-mock-shared';
import {
  mockBookings,
  mockCategories,
  mockCollections,
  mockContracts,
  mockPaymentRequests,
  mockServices,
} from './push-target-mocks';
import { emptyScenario, mockUrl, paged, refuse } from '@storedesk/shared/dev/mocks';
import { query } from '@storedesk/shared/dev/mock-request';

/** The new push screen's redirect-target lookups (the rows are in push-target-mocks.ts). */

const customerText = (c: {
  first_name: string;
  last_name: string;
  email: string | null;
  phone_no: string | null;
}) => [`${c.first_name} ${c.last_name}`, c.email, c.phone_no];

/** A target lookup: keyword over the given texts, paged like the API (offset = page from 1). */
function lookup<T>(path: string, rows: () => T[], texts: (row: T) => (string | number | null)[]) {
  return http.get(mockUrl(path), async ({ request }) => {
    const refused = await refuse(request);
    if (refused) return refused;
    const q = query(request);
    const keyword = q.get('filter.keyword');
    const found = emptyScenario() ? [] : rows().filter((r) => contains(keyword, ...texts(r)));
    return HttpResponse.json(paged(found, q.get('limit'), q.get('offset')));
  });
}

export const pushTargetHandlers = [
  lookup('category/all', mockCategories, (c) => [c.name, c.url_slug]),
  lookup('store/product/collection/all', mockCollections, (c) => [c.name, c.url_slug]),
  lookup('store/product/all', mockServices, (p) => [p.name, p.parent_sku]),
  lookup('store/customer_subscription/all', mockContracts, (c) => [
    c.subscription_number,
    ...customerText(c.customer),
  ]),
  lookup('store/payment/all', mockPaymentRequests, (p) => [p.payment_number, ...customerText(p.customer)]),

  // GET store/order/all: the new screen asks for a booking by its number only.
  http.get(mockUrl('store/order/all'), async ({ request }) => {
    const refused = await refuse(request);
    if (refused) return refused;
    const q = query(request);
    const number = q.get('filter.order_number');
    const keyword = q.get('filter.keyword');
    const rows = mockBookings().filter(
      (b) => (number === null || String(b.order_number) === number) && contains(keyword, b.order_number),
    );
    return HttpResponse.json(paged(rows, q.get('limit'), q.get('offset'), 20));
  }),
];
