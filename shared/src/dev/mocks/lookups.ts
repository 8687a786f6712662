import { http, HttpResponse } from 'msw';
import {
  DELIVERY_TYPES,
  DISCOUNTS,
  LOCATIONS,
  MASTER_STATUSES,
  PAYMENT_METHODS,
  POINTS,
  SLOT_DAYS,
  STORE_STATUSES,
  TAXES,
} from './db/catalogue';
import { mockUrl, paged, refuse } from './respond';
import { query } from './request';

/** A whole lookup list (limit 10000, offset 0 or 1). */
const lookup = (path: string, rows: unknown[]) =>
  http.get(mockUrl(path), async ({ request }) => {
    const refused = await refuse(request);
    if (refused) return refused;
    const q = query(request);
    return HttpResponse.json(paged(rows, q.get('limit'), q.get('offset'), 10000));
  });

/** The lookups of the booking screens and the service picker (contracts/lookups.ts). */
export const lookupHandlers = [
  lookup('store/order_status/all', STORE_STATUSES),
  lookup('master/order_status/all', MASTER_STATUSES),
  lookup('store/delivery_slot/all', SLOT_DAYS),
  lookup('store/delivery_type/all', DELIVERY_TYPES),
  lookup('store/location/all', LOCATIONS),
  lookup('store/tax/all', TAXES),
  lookup('store/discount/all', DISCOUNTS),
  lookup('master/payment_method/all', PAYMENT_METHODS),
  http.get(mockUrl('store/points'), async ({ request }) => {
    const refused = await refuse(request);
    return refused ?? HttpResponse.json({ data: POINTS });
  }),
];
