import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Link, Route, Routes, useLocation } from 'react-router-dom';
import {
  STORAGE_KEYS,
  toApiDate,
  todayInZone,
  toast,
  type ListOrdersReply,
  type Store,
} from '@storedesk/shared';
import { SYNC_NOT_CONFIGURED_MESSAGE, SYNC_NOT_CONFIGURED_TITLE } from '@storedesk/shared/contracts';
import { FILTER_TEXTS } from '@storedesk/shared/ui';
import {
  apiUrl,
  makeEmployee,
  makeStore,
  renderWithProviders,
  jumpToPage,
  expectTypedPagesRefused,
} from '@storedesk/shared/testing';
import OrdersListContainer from '../orders-list-container';
import { ORDERS_TEXTS as T } from '../orders-texts';
import { STATUSES, makeOrderRow, uuid } from '../testing/order-factories';

// The filter test opens four antd selects over a 20-row table: minutes on a busy 2-core machine.
jest.setTimeout(480_000);

const LOCATIONS = [
  { _id: uuid(601), name: 'Indiranagar', serving_locations: [{ pincode: '560038' }] },
  { _id: uuid(602), name: 'Whitefield', serving_locations: [{ pincode: '560066' }] },
];
const TOTAL = 45;

/** Every store/order/all query the screen sent, as plain objects. */
const listQueries: Record<string, string>[] = [];
let locationCalls = 0;
let syncReply: { status: number; body: { message: string; title: string } } = {
  status: 200,
  body: { message: 'Booking synced with Zuper', title: 'Synced' },
};
const syncBodies: unknown[] = [];
/** The keywords of every customer/search the filter asked. */
const customerKeywords: string[] = [];

const server = setupServer(
  http.get(apiUrl('store/order/all'), ({ request }) => {
    const params = Object.fromEntries(new URL(request.url).searchParams);
    listQueries.push(params);
    const limit = Number(params.limit);
    const page = Number(params.offset);
    const first = (page - 1) * limit + 1;
    const count = Math.max(0, Math.min(limit, TOTAL - first + 1));
    const reply: ListOrdersReply = {
      data: Array.from({ length: count }, (_, i) =>
        makeOrderRow(first + i, first + i === 1 ? { zuper_job_uid: 'JOB-77' } : {}),
      ),
      pages: Math.ceil(TOTAL / limit),
      total: TOTAL,
    };
    return HttpResponse.json(reply);
  }),
  http.get(apiUrl('store/order_status/all'), () =>
    HttpResponse.json({ data: STATUSES, pages: 1, total: STATUSES.length }),
  ),
  http.get(apiUrl('store/location/all'), () => {
    locationCalls += 1;
    return HttpResponse.json({ data: LOCATIONS, pages: 1, total: LOCATIONS.length });
  }),
  http.get(apiUrl('customer/search'), ({ request }) => {
    customerKeywords.push(new URL(request.url).searchParams.get('filter.keyword') ?? '');
    const meera = { _id: uuid(701), first_name: 'Meera', last_name: 'Kapoor', phone_no: '9876543210' };
    return HttpResponse.json({ data: [meera], pages: 1, total: 1 });
  }),
  http.put(apiUrl('store/order/sync'), async ({ request }) => {
    syncBodies.push(await request.json());
    return HttpResponse.json(syncReply.body, { status: syncReply.status });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  listQueries.length = 0;
  syncBodies.length = 0;
  customerKeywords.length = 0;
  locationCalls = 0;
  syncReply = { status: 200, body: { message: 'Booking synced with Zuper', title: 'Synced' } };
  sessionStorage.clear();
});
afterEach(() => {
  jest.restoreAllMocks();
  server.resetHandlers();
});
afterAll(() => server.close());

const meta = (entries: Record<string, string>) =>
  Object.entries(entries).map(([meta_config_name, meta_config_value]) => ({
    meta_config_name,
    meta_config_value,
  }));

/** Stands in for the details screen: its Back link goes where the list's link said it came from. */
function DetailsStub() {
  const from = (useLocation().state as { from?: string } | null)?.from ?? '/orders';
  return <Link to={from}>Back to bookings</Link>;
}

function renderList(store: Store = makeStore(), route = '/orders') {
  return renderWithProviders(
    <Routes>
      <Route path="/orders" element={<OrdersListContainer />} />
      <Route path="/orders/:id" element={<DetailsStub />} />
    </Routes>,
    { route, session: { store } },
  );
}

/** The open filter modal (found through its first field: cheaper than a role query). */
async function filterDialog(): Promise<HTMLElement> {
  const keyword = await screen.findByLabelText(T.filter.keyword);
  return keyword.closest('[role="dialog"]') as HTMLElement;
}

const lastQuery = () => listQueries[listQueries.length - 1];
// Text and label queries: role queries walk the whole accessibility tree of 20 antd rows and are very slow here.
const bookingLinks = () => screen.queryAllByText(/^#\d+$/);

async function pick(user: ReturnType<typeof renderList>['user'], combobox: string, option: string) {
  await user.click(screen.getByLabelText(combobox));
  const choices = await screen.findAllByTitle(option);
  await user.click(choices[choices.length - 1]);
}

/** The filter the filter tests apply, as sessionStorage keeps it, and the query it makes. */
const REMEMBERED = {
  keyword: ' meera ',
  order_date_type: 'WEEK',
  order_delivery_date_type: 'TOMORROW',
  order_status: STATUSES[1]._id,
  is_paid: 'NOT_PAID',
};
function filteredQuery() {
  const today = todayInZone('Asia/Kolkata');
  const tomorrow = toApiDate(today.add(1, 'day'));
  return {
    limit: '20',
    offset: '1',
    'filter.keyword': 'meera',
    'filter.order_from_date': toApiDate(today.startOf('week')),
    'filter.order_to_date': toApiDate(today.endOf('week')),
    'filter.delivery_from_date': tomorrow,
    'filter.delivery_to_date': tomorrow,
    'filter.order_status': STATUSES[1]._id,
    'filter.is_paid': 'NOT_PAID',
  };
}

describe('bookings list', () => {
  it('shows 20 bookings from page 1 and refuses a typed page outside 1..pages', async () => {
    const { user } = renderList();
    expect(await screen.findByText('#1001')).toBeInTheDocument();
    expect(bookingLinks()).toHaveLength(20);
    expect(listQueries[0]).toEqual({ limit: '20', offset: '1' });

    await expectTypedPagesRefused(user, ['4', '0', 'x'], () => listQueries.map((q) => q.offset));

    await jumpToPage(user, '3');
    expect(await screen.findByText('#1045')).toBeInTheDocument();
    expect(lastQuery()).toEqual({ limit: '20', offset: '3' });
    expect(bookingLinks()).toHaveLength(5);
  });

  it('keeps the page in the address, so Back from a booking returns to the same page', async () => {
    const { user } = renderList(makeStore(), '/orders?page=2');
    expect(await screen.findByText('#1021')).toBeInTheDocument();
    expect(lastQuery()).toEqual({ limit: '20', offset: '2' });
    await jumpToPage(user, '3');
    await user.click(await screen.findByText('#1045'));
    await user.click(await screen.findByRole('link', { name: 'Back to bookings' }));
    expect(await screen.findByText('#1045')).toBeInTheDocument();
    expect(lastQuery()).toEqual({ limit: '20', offset: '3' });
  });

  it('applies the filter with the spec query names and remembers it for the session', async () => {
    const { user } = renderList();
    await screen.findByText('#1001');
    await user.click(screen.getByLabelText(FILTER_TEXTS.button));
    const dialog = await filterDialog();
    await user.type(within(dialog).getByLabelText(T.filter.keyword), ' meera ');
    await pick(user, T.filter.orderDate, T.dateOptions.WEEK);
    await pick(user, T.filter.deliveryDate, T.dateOptions.TOMORROW);
    await pick(user, T.filter.status, STATUSES[1].name);
    await pick(user, T.filter.paid, T.paidOptions.NOT_PAID);
    await user.click(within(dialog).getByText(FILTER_TEXTS.apply));

    await waitFor(() => expect(lastQuery()).toEqual(filteredQuery()));
    // The date choices are kept as choices, so "Tomorrow" is still tomorrow on another day of the session.
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.bookingFilter) ?? '{}')).toEqual(REMEMBERED);
    expect(screen.getByLabelText(`${FILTER_TEXTS.button} (5)`)).toBeInTheDocument();
  });

  it('opens with the filter remembered for the session, and Reset forgets it', async () => {
    // What the test above stored; a remount (leaving the list and coming back) asks with it straight away.
    sessionStorage.setItem(STORAGE_KEYS.bookingFilter, JSON.stringify(REMEMBERED));
    const { user } = renderList();
    await screen.findByText('#1001');
    expect(listQueries[0]).toEqual(filteredQuery());
    await user.click(screen.getByLabelText(`${FILTER_TEXTS.button} (5)`));
    const dialog = await filterDialog();
    expect(within(dialog).getByLabelText(T.filter.keyword)).toHaveValue(' meera ');
    await user.click(within(dialog).getByText(FILTER_TEXTS.reset));
    await waitFor(() => expect(lastQuery()).toEqual({ limit: '20', offset: '1' }));
    expect(sessionStorage.getItem(STORAGE_KEYS.bookingFilter)).toBeNull();
    expect(screen.getByLabelText(FILTER_TEXTS.button)).toBeInTheDocument();
  });

  it('shows each filter in force as a tag; closing one drops it, goes to page 1 and asks again', async () => {
    sessionStorage.setItem(STORAGE_KEYS.bookingFilter, JSON.stringify(REMEMBERED));
    const { user } = renderList(makeStore(), '/orders?page=2');
    await screen.findByText('#1021');
    expect(screen.getByText(`${T.filter.status}: ${STATUSES[1].name}`)).toBeInTheDocument();
    expect(screen.getByText(`${T.filter.paid}: ${T.paidOptions.NOT_PAID}`)).toBeInTheDocument();
    expect(screen.getByText(`${T.filter.orderDate}: ${T.dateOptions.WEEK}`)).toBeInTheDocument();
    expect(screen.getByText(`${T.filter.keyword}: meera`, { exact: false })).toBeInTheDocument();
    await user.click(screen.getByLabelText(`Remove filter ${T.filter.status}`));
    const { 'filter.order_status': _dropped, ...rest } = filteredQuery();
    await waitFor(() => expect(lastQuery()).toEqual(rest));
    expect(screen.queryByText(`${T.filter.status}: ${STATUSES[1].name}`)).toBeNull();
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.bookingFilter) ?? '{}')).not.toHaveProperty(
      'order_status',
    );
    await user.click(screen.getByText('Clear all'));
    await waitFor(() => expect(lastQuery()).toEqual({ limit: '20', offset: '1' }));
  });

  it('says the filters are on when a filtered list comes back empty, and clears them', async () => {
    sessionStorage.setItem(STORAGE_KEYS.bookingFilter, JSON.stringify({ is_paid: 'PAID' }));
    server.use(
      http.get(apiUrl('store/order/all'), ({ request }) => {
        listQueries.push(Object.fromEntries(new URL(request.url).searchParams));
        return HttpResponse.json({ data: [], pages: 0, total: 0 });
      }),
    );
    const { user } = renderList();
    await screen.findByText('No bookings match these filters');
    await user.click(screen.getByText('Clear filters'));
    await waitFor(() => expect(lastQuery()).toEqual({ limit: '20', offset: '1' }));
    expect(await screen.findByText(T.empty)).toBeInTheDocument();
  });

  it('filters by a customer searched from 3 characters, named as on the list', async () => {
    const { user } = renderList();
    await screen.findByText('#1001');
    await user.click(screen.getByLabelText(FILTER_TEXTS.button));
    const dialog = await filterDialog();
    const customer = within(dialog).getByLabelText(T.filter.customer);
    await user.type(customer, 'Me');
    expect(customerKeywords).toEqual([]);
    await user.type(customer, 'e');
    const choices = await screen.findAllByTitle('Meera Kapoor');
    expect(customerKeywords).toEqual(['Mee']);
    await user.click(choices[choices.length - 1]);
    await user.click(within(dialog).getByText(FILTER_TEXTS.apply));
    await waitFor(() =>
      expect(lastQuery()).toEqual({ limit: '20', offset: '1', 'filter.customer_id': uuid(701) }),
    );
  });

  it("shows the location filter only when use_applicable_location_filter is 'true'", async () => {
    const off = renderList(
      makeStore({ store_meta_config: meta({ use_applicable_location_filter: 'false' }) }),
    );
    await screen.findByText('#1001');
    await off.user.click(screen.getByLabelText(FILTER_TEXTS.button));
    await filterDialog();
    expect(screen.queryByLabelText(T.filter.location)).not.toBeInTheDocument();
    expect(locationCalls).toBe(0);
    off.unmount();

    const on = renderList(makeStore({ store_meta_config: meta({ use_applicable_location_filter: 'true' }) }));
    await screen.findByText('#1001');
    await on.user.click(screen.getByLabelText(FILTER_TEXTS.button));
    const dialog = await filterDialog();
    await pick(on.user, T.filter.location, 'Whitefield');
    await on.user.click(within(dialog).getByText(FILTER_TEXTS.apply));
    await waitFor(() =>
      expect(lastQuery()).toEqual({ limit: '20', offset: '1', 'filter.location': LOCATIONS[1]._id }),
    );
    expect(locationCalls).toBe(1);
  });

  it('syncs a booking and shows the success or the "not configured" answer', async () => {
    const success = jest.spyOn(toast, 'success').mockImplementation(() => undefined);
    const error = jest.spyOn(toast, 'error').mockImplementation(() => undefined);
    const { user } = renderList();
    await screen.findByText('#1001');
    await user.click(screen.getByLabelText(`${T.sync} 1002`));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Synced', 'Booking synced with Zuper'));
    expect(syncBodies).toEqual([{ _id: uuid(2), version: 1 }]);

    syncReply = {
      status: 409,
      body: { message: SYNC_NOT_CONFIGURED_MESSAGE, title: SYNC_NOT_CONFIGURED_TITLE },
    };
    await user.click(screen.getByLabelText(`${T.sync} 1003`));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(SYNC_NOT_CONFIGURED_TITLE, SYNC_NOT_CONFIGURED_MESSAGE),
    );
  });

  it("links each booking to its field-service job (store's own web address) and its payment requests", async () => {
    renderList(makeStore({ store_meta_config: meta({ zuper_web_url: 'https://acme.zuper.example/' }) }));
    await screen.findByText('#1001');
    const job = screen.getByLabelText(`${T.jobLink} 1001`);
    expect(job).toHaveAttribute('href', 'https://acme.zuper.example/jobs/JOB-77/details');
    expect(job).toHaveAttribute('target', '_blank');
    // Without a job the link is there but goes nowhere.
    expect(screen.getByLabelText(`${T.jobLink} 1002`)).not.toHaveAttribute('href');
    expect(screen.getByLabelText(`${T.paymentRequests} 1002`)).toHaveAttribute(
      'href',
      '/payments?order=1002',
    );
  });

  it('offers neither Sync nor the job link when no field-service system is configured', async () => {
    renderList(makeStore({ field_service: false }));
    await screen.findByText('#1001');
    expect(screen.queryByLabelText(`${T.sync} 1001`)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(`${T.jobLink} 1001`)).not.toBeInTheDocument();
    // The booking's other actions stay.
    expect(screen.getByLabelText(`${T.paymentRequests} 1001`)).toBeInTheDocument();
  });

  it('has no Actions column for a role with no row action left (CSC, no field-service system)', async () => {
    renderWithProviders(
      <Routes>
        <Route path="/orders" element={<OrdersListContainer />} />
      </Routes>,
      {
        route: '/orders',
        session: {
          store: makeStore({ field_service: false }),
          employee: makeEmployee({ employee_type: 'CSC' }),
        },
      },
    );
    await screen.findByText('#1001');
    expect(screen.getByRole('columnheader', { name: T.columns.total })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: T.columns.actions })).not.toBeInTheDocument();
  });
});
