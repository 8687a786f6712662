import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Route, Routes } from 'react-router-dom';
import {
  INVALID_PAGE_MESSAGE,
  INVALID_PAGE_TITLE,
  STORAGE_KEYS,
  toApiDate,
  todayInZone,
  toast,
  type AbandonedCartDetail,
  type AbandonedCartList,
  type AbandonedCartRow,
  type CustomerSearchReply,
  type Role,
} from '@storedesk/shared';
import { CONFIRM_TEXTS, FILTER_TEXTS, PAGER_TEXTS } from '@storedesk/shared/ui';
import { apiUrl, makeEmployee, renderWithProviders } from '@storedesk/shared/testing';
import App from '../../../app';
import AbandonedCartsContainer from '../abandoned-carts-container';
import { CARTS_TEXTS as T } from '../abandoned-carts-texts';

// antd tables, selects and modals are slow in jsdom on a busy 2-core machine.
jest.setTimeout(300_000);

const TOTAL = 25;
const uuid = (kind: number, n: number) =>
  `${kind.toString(16).padStart(8, '0')}-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
const customerId = (n: number) => uuid(0x30, n);
const MEERA = uuid(0x30, 99);
const F = T.filter;
const D = T.detail;
const DEFAULT_QUERY = { limit: '10', offset: '1', 'filter.sort': 'desc', 'filter.sort_by': 'updatedAt' };

function makeRow(n: number): AbandonedCartRow {
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

function makeDetail(n: number): AbandonedCartDetail {
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
const listQueries: Record<string, string>[] = [];
const detailQueries: Record<string, string>[] = [];
const deleteQueries: Record<string, string>[] = [];
const searchQueries: Record<string, string>[] = [];
const params = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

const server = setupServer(
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

function renderCarts(role: Role = 'ADMIN') {
  return renderWithProviders(
    <Routes>
      <Route path="/customers/abandoned_carts" element={<AbandonedCartsContainer />} />
    </Routes>,
    { route: '/customers/abandoned_carts', session: { employee: makeEmployee({ employee_type: role }) } },
  );
}

const lastQuery = () => listQueries[listQueries.length - 1];
const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

/** The open filter modal (found through its first field: cheaper than a role query). */
async function filterDialog(): Promise<HTMLElement> {
  const field = await screen.findByLabelText(F.cartValueFrom);
  return field.closest('[role="dialog"]') as HTMLElement;
}

/** The delete confirmation (its title is shown twice: as the dialog's label and in its body). */
async function confirmDialog(): Promise<HTMLElement> {
  const [title] = await screen.findAllByText(T.deleteConfirm);
  return title.closest('[role="dialog"]') as HTMLElement;
}

async function pick(user: ReturnType<typeof renderCarts>['user'], combobox: string, option: string) {
  await user.click(screen.getByLabelText(combobox));
  const choices = await screen.findAllByTitle(option);
  await user.click(choices[choices.length - 1]);
}

describe('abandoned carts', () => {
  it('asks for 10 carts from page 1 in updatedAt descending order, shows the columns, and refuses a typed page outside 1..pages', async () => {
    const error = jest.spyOn(toast, 'error').mockImplementation(() => undefined);
    const { user } = renderCarts();
    expect(await screen.findByText('Customer1 Test')).toBeInTheDocument();
    expect(screen.queryAllByText(/^Customer\d+ Test$/)).toHaveLength(10);
    expect(listQueries[0]).toEqual(DEFAULT_QUERY);
    const first = rowOf('Customer2 Test');
    for (const text of [
      '+91 9000000002',
      'customer2@example.test',
      'Web App',
      '2',
      '₹2,001.00',
      '20/11/2026',
      '12:30 AM',
    ])
      expect(within(first).getByText(text)).toBeInTheDocument();
    const head = document.querySelector('thead') as HTMLElement;
    for (const title of Object.values(T.columns)) expect(within(head).getByText(title)).toBeInTheDocument();

    const jump = screen.getByLabelText(PAGER_TEXTS.jumpLabel);
    for (const typed of ['4', '0']) {
      await user.clear(jump);
      await user.type(jump, typed);
      await user.click(screen.getByText(PAGER_TEXTS.jump));
    }
    expect(error).toHaveBeenCalledTimes(2);
    expect(error).toHaveBeenCalledWith(INVALID_PAGE_TITLE, INVALID_PAGE_MESSAGE);
    expect(listQueries.every((q) => q.offset === '1')).toBe(true);

    await user.clear(jump);
    await user.type(jump, '3');
    await user.click(screen.getByText(PAGER_TEXTS.jump));
    expect(await screen.findByText('Customer25 Test')).toBeInTheDocument();
    expect(lastQuery()).toEqual({ ...DEFAULT_QUERY, offset: '3' });
  });

  it('searches customers from 3 characters, applies the filter with the spec names and remembers it in local storage', async () => {
    const { user } = renderCarts();
    await screen.findByText('Customer1 Test');
    await user.click(screen.getByLabelText(FILTER_TEXTS.button));
    const dialog = await filterDialog();

    const customer = within(dialog).getByLabelText(F.customer);
    await user.type(customer, 'me');
    expect(await screen.findByText(F.customerTooShort)).toBeInTheDocument();
    expect(searchQueries).toEqual([]);
    await user.type(customer, 'era', { skipClick: true });
    const [meera] = await screen.findAllByTitle('Meera Kapoor (9800000001)');
    expect(searchQueries[searchQueries.length - 1]).toEqual({
      limit: '15',
      offset: '1',
      'filter.keyword': 'meera',
    });
    expect(searchQueries.every((q) => q['filter.keyword'].length >= 3)).toBe(true);
    await user.click(meera);

    await pick(user, F.updatedDate, T.dateOptions.WEEK);
    await user.type(within(dialog).getByLabelText(F.cartValueFrom), '100');
    await user.type(within(dialog).getByLabelText(F.cartValueTo), '500');
    // One end of the products count only: kept in the form, but neither sent nor counted.
    await user.type(within(dialog).getByLabelText(F.productsCountFrom), '2');
    await pick(user, F.channel, 'Web App');
    await pick(user, F.sortBy, T.sortByOptions.total);
    await pick(user, F.sort, T.sortOptions.asc);
    await user.click(within(dialog).getByText(FILTER_TEXTS.apply));

    const today = todayInZone('Asia/Kolkata');
    await waitFor(() =>
      expect(lastQuery()).toEqual({
        limit: '10',
        offset: '1',
        'filter.customer_id': MEERA,
        'filter.updated_from': toApiDate(today.startOf('week')),
        'filter.updated_to': toApiDate(today.endOf('week')),
        'filter.cart_value_from': '100',
        'filter.cart_value_to': '500',
        'filter.channel': 'WEB_APP',
        'filter.sort': 'asc',
        'filter.sort_by': 'total',
      }),
    );
    expect(listQueries.some((q) => 'filter.products_count_from' in q)).toBe(false);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.cartFilter) ?? '{}')).toEqual({
      customer_id: MEERA,
      customer_label: 'Meera Kapoor (9800000001)',
      updated_date_type: 'WEEK',
      cart_value_from: 100,
      cart_value_to: 500,
      products_count_from: 2,
      channel: 'WEB_APP',
      sort: 'asc',
      sort_by: 'total',
    });
    expect(sessionStorage.getItem(STORAGE_KEYS.cartFilter)).toBeNull();
    // Customer, date, value range, channel, sort: the one-ended products range is not counted.
    expect(screen.getByLabelText(`${FILTER_TEXTS.button} (5)`)).toBeInTheDocument();
  });

  it('opens with the remembered filter, sends a range only with both ends, shows the custom days and the customer, and Reset forgets it', async () => {
    localStorage.setItem(
      STORAGE_KEYS.cartFilter,
      JSON.stringify({
        customer_id: MEERA,
        customer_label: 'Meera Kapoor (9800000001)',
        updated_date_type: 'CUSTOM',
        updated_from: '2026-11-01',
        updated_to: '2026-11-15',
        cart_value_from: 100,
        products_count_from: 1,
        products_count_to: 3,
      }),
    );
    const { user } = renderCarts();
    await screen.findByText('Customer1 Test');
    expect(listQueries[0]).toEqual({
      ...DEFAULT_QUERY,
      'filter.customer_id': MEERA,
      'filter.updated_from': '2026-11-01',
      'filter.updated_to': '2026-11-15',
      'filter.products_count_from': '1',
      'filter.products_count_to': '3',
    });
    await user.click(screen.getByLabelText(`${FILTER_TEXTS.button} (3)`));
    const dialog = await filterDialog();
    expect(within(dialog).getByDisplayValue('01/11/2026')).toBeInTheDocument();
    expect(within(dialog).getByDisplayValue('15/11/2026')).toBeInTheDocument();
    expect(within(dialog).getByDisplayValue('100.00')).toBeInTheDocument();
    expect(within(dialog).getByTitle('Meera Kapoor (9800000001)')).toBeInTheDocument();
    await user.click(within(dialog).getByText(FILTER_TEXTS.reset));
    await waitFor(() => expect(lastQuery()).toEqual(DEFAULT_QUERY));
    expect(localStorage.getItem(STORAGE_KEYS.cartFilter)).toBeNull();
    expect(screen.getByLabelText(FILTER_TEXTS.button)).toBeInTheDocument();
  });

  it('shows the filters in force as tags (a range only with both ends); closing one drops it and asks again', async () => {
    localStorage.setItem(
      STORAGE_KEYS.cartFilter,
      JSON.stringify({
        customer_id: MEERA,
        customer_label: 'Meera Kapoor',
        updated_date_type: 'CUSTOM',
        updated_from: '2026-11-01',
        updated_to: '2026-11-15',
        cart_value_from: 100,
        products_count_from: 1,
        products_count_to: 3,
      }),
    );
    const { user } = renderCarts();
    await screen.findByText('Customer1 Test');
    expect(screen.getByText('Customer: Meera Kapoor')).toBeInTheDocument();
    expect(screen.getByText('Updated Date: 01/11/2026 – 15/11/2026')).toBeInTheDocument();
    expect(screen.getByText('Products Count: 1 – 3')).toBeInTheDocument();
    expect(screen.queryByText(/^Cart Value: /)).toBeNull();
    await user.click(screen.getByLabelText('Remove filter Customer'));
    await waitFor(() =>
      expect(lastQuery()).toEqual({
        ...DEFAULT_QUERY,
        'filter.updated_from': '2026-11-01',
        'filter.updated_to': '2026-11-15',
        'filter.products_count_from': '1',
        'filter.products_count_to': '3',
      }),
    );
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.cartFilter) ?? '{}')).not.toHaveProperty(
      'customer_label',
    );
    await user.click(screen.getByText('Clear all'));
    await waitFor(() => expect(lastQuery()).toEqual(DEFAULT_QUERY));
  });

  it("shows a cart's lines and money in the detail modal", async () => {
    const { user } = renderCarts();
    await screen.findByText('Customer1 Test');
    await user.click(screen.getByLabelText(`${T.view} Customer2 Test`));
    const title = await screen.findByText(`${D.title}: Customer2 Test`);
    const dialog = title.closest('[role="dialog"]') as HTMLElement;
    await within(dialog).findByText('Deep Home Cleaning');
    expect(detailQueries).toEqual([{ customer_id: customerId(2) }]);
    const head = dialog.querySelector('thead') as HTMLElement;
    for (const header of [D.product, D.quantity, D.price, D.lineTotal])
      expect(within(head).getByText(header)).toBeInTheDocument();
    const line = (name: string) => within(dialog).getByText(name).closest('tr') as HTMLElement;
    for (const text of ['2', '₹2,499.00', '₹4,998.00'])
      expect(within(line('Deep Home Cleaning')).getByText(text)).toBeInTheDocument();
    for (const text of ['3', '₹899.50', '₹2,698.50'])
      expect(within(line('Sofa Shampoo')).getByText(text)).toBeInTheDocument();
    const money = (label: string) => within(dialog).getByText(label).closest('tr') as HTMLElement;
    expect(within(money(D.subTotal)).getByText('₹7,696.50')).toBeInTheDocument();
    expect(within(money(D.tax)).getByText('₹1,385.37')).toBeInTheDocument();
    expect(within(money(D.total)).getByText('₹9,081.87')).toBeInTheDocument();
    expect(within(dialog).queryByText(D.discount)).not.toBeInTheDocument();
    expect(within(dialog).getByText('Web App')).toBeInTheDocument();
    // The footer button (the corner X is also named Close).
    await user.click(within(dialog).getByText(D.close));
    await waitFor(() => expect(screen.queryByText(`${D.title}: Customer2 Test`)).not.toBeInTheDocument());
  });

  it("toasts the server's words when a cart cannot be loaded", async () => {
    server.use(
      http.get(apiUrl('store/cart/details'), () =>
        HttpResponse.json({ message: 'This customer has no cart', title: 'Cart Not Found' }, { status: 404 }),
      ),
    );
    const error = jest.spyOn(toast, 'error').mockImplementation(() => undefined);
    const { user } = renderCarts();
    await screen.findByText('Customer1 Test');
    await user.click(screen.getByLabelText(`${T.view} Customer4 Test`));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Cart Not Found', 'This customer has no cart'));
    expect(await screen.findByText(D.failed)).toBeInTheDocument();
  });

  it('deletes a cart only after the confirmation, says so with the server texts and asks for the list again', async () => {
    const success = jest.spyOn(toast, 'success').mockImplementation(() => undefined);
    const { user } = renderCarts();
    await screen.findByText('Customer1 Test');
    await user.click(screen.getByLabelText(`${T.delete} Customer3 Test`));
    const asked = await confirmDialog();
    expect(T.deleteConfirm).toBe('Are you sure you want to delete this cart?');
    expect(within(asked).getByText('Customer3 Test')).toBeInTheDocument();
    await user.click(within(asked).getByRole('button', { name: CONFIRM_TEXTS.cancel }));
    await waitFor(() => expect(screen.queryAllByText(T.deleteConfirm)).toHaveLength(0));
    expect(deleteQueries).toEqual([]);

    const before = listQueries.length;
    await user.click(screen.getByLabelText(`${T.delete} Customer3 Test`));
    await user.click(within(await confirmDialog()).getByRole('button', { name: CONFIRM_TEXTS.ok }));
    await waitFor(() => expect(deleteQueries).toEqual([{ id: customerId(3) }]));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Cart Deleted', 'Cart Successfully Deleted'));
    await waitFor(() => expect(listQueries.length).toBeGreaterThan(before));
  });

  it("links each cart to the customer's new booking, and shows delete and convert only with their permission", async () => {
    const csc = renderCarts('CSC');
    await screen.findByText('Customer1 Test');
    const convert = screen.getByLabelText(`${T.convert} Customer5 Test`);
    expect(convert.tagName).toBe('A');
    expect(convert).toHaveAttribute('href', `/orders/new/${customerId(5)}`);
    expect(screen.getByLabelText(`${T.delete} Customer5 Test`)).toBeInTheDocument();
    csc.unmount();

    // FINANCE has neither delete_abandoned_cart nor create_order (nor the list: the host would not open it).
    renderCarts('FINANCE');
    await screen.findByText('Customer1 Test');
    expect(screen.getByLabelText(`${T.view} Customer5 Test`)).toBeInTheDocument();
    expect(screen.queryByText(T.delete)).not.toBeInTheDocument();
    expect(screen.queryByText(T.convert)).not.toBeInTheDocument();
  });

  it("is mounted by the remote's App at customers/abandoned_carts, not taken for the customer list", async () => {
    renderWithProviders(<App basename="/" />, { route: '/customers/abandoned_carts' });
    expect(await screen.findByRole('heading', { name: T.title })).toBeInTheDocument();
    await waitFor(() => expect(listQueries[0]).toEqual(DEFAULT_QUERY));
  });
});
