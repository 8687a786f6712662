// The abandoned carts list's mock API, its render and its dialogs, shared by its test files.
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Route, Routes } from 'react-router-dom';
import {
  type AbandonedCartDetail,
  type AbandonedCartList,
  type AbandonedCartRow,
  type CustomerSearchReply,
  type Role,
} from '@storedesk/shared';
import { apiUrl, makeEmployee, renderWithProviders } from '@storedesk/shared/testing';
import AbandonedCartsContainer from '../abandoned-carts-container';
import { CARTS_TEXTS as T } from '../abandoned-carts-texts';

export const TOTAL = 25;
export const uuid = (kind: number, n: number) =>
  `${kind.toString(16).padStart(8, '0')}-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
export const customerId = (n: number) => uuid(0x30, n);
export const MEERA = uuid(0x30, 99);
export const F = T.filter;
export const D = T.detail;
export const DEFAULT_QUERY = {
  limit: '10',
  offset: '1',
  'filter.sort': 'desc',
  'filter.sort_by': 'updatedAt',
};

export function makeRow(n: number): AbandonedCartRow {
  return {
    _id: uuid(0x31, n),
    customer: {
      _id: customerId(n),
      first_name: `Customer${n}`,
      last_name: 'Test',
      email: `customer${n}@example.test`,
      phone_no: `90000000${String(n).padStart(2, '0')}`,
      country_code: '+91',
    },
    channel: 'WEB_APP',
    products_count: n,
    total: n * 1000.5,
    createdAt: '2026-11-18T10:00:00.000Z',
    // 19:00 UTC is 00:30 the next day in Asia/Kolkata, the test store's zone.
    updatedAt: '2026-11-19T19:00:00.000Z',
  };
}

export function makeDetail(n: number): AbandonedCartDetail {
  const line = (name: string, quantity: number, price: number) => ({
    product_id: uuid(0x32, quantity),
    name,
    variant_name: null,
    selected_quantity: quantity,
    selected_product_variant_id: null,
    selling_price: price,
    compare_at_price: price,
    display_price: price,
    line_total: quantity * price,
    common_price: true,
    request_fields: [],
    product_meta_datas: [],
    is_custom: false,
    product_category_id: null,
  });
  return {
    ...makeRow(n),
    products: [line('Deep Home Cleaning', 2, 2499), line('Sofa Shampoo', 3, 899.5)],
    sub_total: 7696.5,
    tax: 1385.37,
    discount_value: 0,
    total: 9081.87,
  };
}

/** Every query the screen sent per call, and the deletes. */
export const listQueries: Record<string, string>[] = [];
export const detailQueries: Record<string, string>[] = [];
export const deleteQueries: Record<string, string>[] = [];
export const searchQueries: Record<string, string>[] = [];
export const params = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

export const server = setupServer(
  http.get(apiUrl('store/cart/all'), ({ request }) => {
    const q = params(request);
    listQueries.push(q);
    const limit = Number(q.limit);
    const page = Number(q.offset);
    const first = (page - 1) * limit + 1;
    const count = Math.max(0, Math.min(limit, TOTAL - first + 1));
    const reply: AbandonedCartList = {
      data: Array.from({ length: count }, (_, i) => makeRow(first + i)),
      pages: Math.ceil(TOTAL / limit),
      total: TOTAL,
    };
    return HttpResponse.json(reply);
  }),
  http.get(apiUrl('store/cart/details'), ({ request }) => {
    const q = params(request);
    detailQueries.push(q);
    const n = Number.parseInt(q.customer_id.slice(-12), 16);
    return HttpResponse.json({ data: makeDetail(n) });
  }),
  http.delete(apiUrl('store/cart/delete'), ({ request }) => {
    deleteQueries.push(params(request));
    return HttpResponse.json({ message: 'Cart Successfully Deleted', title: 'Cart Deleted' });
  }),
  http.get(apiUrl('customer/search'), ({ request }) => {
    searchQueries.push(params(request));
    const reply: CustomerSearchReply = {
      data: [
        {
          _id: MEERA,
          first_name: 'Meera',
          last_name: 'Kapoor',
          email: 'meera@example.test',
          phone_no: '9800000001',
          country_code: '+91',
          points: 0,
          order_count: 0,
          order_total: 0,
        },
      ],
      pages: 1,
      total: 1,
    };
    return HttpResponse.json(reply);
  }),
);
/** The mock server and clean storage around each test of an abandoned-carts test file. */
export function setUpAbandonedCartsTests() {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    for (const list of [listQueries, detailQueries, deleteQueries, searchQueries]) list.length = 0;
    sessionStorage.clear();
    localStorage.clear();
  });
  afterEach(() => {
    server.resetHandlers();
    jest.restoreAllMocks();
  });
  afterAll(() => server.close());
}

export function renderCarts(role: Role = 'ADMIN') {
  return renderWithProviders(
    <Routes>
      <Route path="/customers/abandoned_carts" element={<AbandonedCartsContainer />} />
    </Routes>,
    { route: '/customers/abandoned_carts', session: { employee: makeEmployee({ employee_type: role }) } },
  );
}

export const lastQuery = () => listQueries[listQueries.length - 1];
export const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

/** The open filter modal (found through its first field: cheaper than a role query). */
export async function filterDialog(): Promise<HTMLElement> {
  const field = await screen.findByLabelText(F.cartValueFrom);
  return field.closest('[role="dialog"]') as HTMLElement;
}

/** The delete confirmation (its title is shown twice: as the dialog's label and in its body). */
export async function confirmDialog(): Promise<HTMLElement> {
  const [title] = await screen.findAllByText(T.deleteConfirm);
  return title.closest('[role="dialog"]') as HTMLElement;
}

export async function pick(user: ReturnType<typeof renderCarts>['user'], combobox: string, option: string) {
  await user.click(screen.getByLabelText(combobox));
  const choices = await screen.findAllByTitle(option);
  await user.click(choices[choices.length - 1]);
}
