import { http, HttpResponse } from 'msw';
import type { CustomerSummary } from '@storedesk/shared';
import { mockCustomers } from './mock-customers';
import { fail, mockUrl, paged, refuse } from '@storedesk/shared/dev/mocks';
import { query } from '@storedesk/shared/dev/mock-request';

/** GET customer/search (contracts/customers.ts): name, e-mail or phone, 15 a page; the abandoned-cart filter uses it. */
export const customerSearchHandlers = [
  http.get(mockUrl('customer/search'), async ({ request }) => {
    const refused = await refuse(request);
    if (refused) return refused;
    const q = query(request);
    const keyword = q.get('filter.keyword')?.trim().toLowerCase() ?? '';
    if (!keyword) return fail(400, 'filter.keyword must not be empty', 'Invalid Input');
    const rows: CustomerSummary[] = mockCustomers()
      .filter((c) => !c.is_deleted)
      .filter((c) =>
        [`${c.first_name} ${c.last_name}`, c.email ?? '', c.phone_no ?? ''].some((t) =>
          t.toLowerCase().includes(keyword),
        ),
      )
      .map(
        ({
          _id,
          first_name,
          last_name,
          email,
          phone_no,
          country_code,
          points,
          order_count,
          order_total,
        }) => ({
          _id,
          first_name,
          last_name,
          email,
          phone_no,
          country_code,
          points,
          order_count,
          order_total,
        }),
      );
    return HttpResponse.json(paged(rows, q.get('limit'), q.get('offset'), 15));
  }),
];
