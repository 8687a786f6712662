import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Link, Route, Routes } from 'react-router-dom';
import {
  CHANGED_ELSEWHERE,
  INVALID_PAGE_MESSAGE,
  INVALID_PAGE_TITLE,
  STORAGE_KEYS,
  toApiDate,
  todayInZone,
  toast,
  type CustomerListRow,
  type ListCustomersReply,
  type Role,
} from '@storedesk/shared';
import { CONFIRM_TEXTS, FILTER_TEXTS, KEYWORD_TOO_SHORT, PAGER_TEXTS, useBackTo } from '@storedesk/shared/ui';
import { apiUrl, makeEmployee, renderWithProviders } from '@storedesk/shared/testing';
import CustomersListContainer from '../customers-list-container';
import { CUSTOMERS_TEXTS as T } from '../customers-texts';
import { CUSTOMER_FORM_TEXTS } from '../../customer-form/customer-form-texts';
import { STALE_SAVE_TEXTS } from '@storedesk/shared/ui';

// antd tables, selects and modals are slow in jsdom on a busy 2-core machine.
jest.setTimeout(300_000);

const TOTAL = 25;
const uuid = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

function makeRow(n: number): CustomerListRow {
  return {
    _id: uuid(n),
    first_name: `Customer${n}`,
    last_name: 'Test',
    email: `customer${n}@example.test`,
    phone_no: `90000000${String(n).padStart(2, '0')}`,
    country_code: '+91',
    points: n * 10,
    order_count: n,
    order_total: n * 100.5,
    version: 0,
    push_notification: n % 2 === 0,
    // 19:00 UTC is 00:30 the next day in Asia/Kolkata, the test store's zone.
    createdAt: '2026-11-19T19:00:00.000Z',
  };
}

/** Every customer/all query the screen sent, as plain objects; every write it sent. */
const listQueries: Record<string, string>[] = [];
const pointsBodies: unknown[] = [];
const deleteQueries: Record<string, string>[] = [];

const server = setupServer(
  http.get(apiUrl('customer/all'), ({ request }) => {
    const params = Object.fromEntries(new URL(request.url).searchParams);
    listQueries.push(params);
    const limit = Number(params.limit);
    const page = Number(params.offset);
    const first = (page - 1) * limit + 1;
    const count = Math.max(0, Math.min(limit, TOTAL - first + 1));
    const reply: ListCustomersReply = {
      data: Array.from({ length: count }, (_, i) => makeRow(first + i)),
      pages: Math.ceil(TOTAL / limit),
      total: TOTAL,
    };
    return HttpResponse.json(reply);
  }),
  http.put(apiUrl('customer/points'), async ({ request }) => {
    const body = (await request.json()) as { _id: string; points: number };
    pointsBodies.push(body);
    return HttpResponse.json({
      message: 'Successfully updated Points',
      title: 'Points Updated',
      data: { ...makeRow(2), points: body.points },
    });
  }),
  http.delete(apiUrl('customer'), ({ request }) => {
    deleteQueries.push(Object.fromEntries(new URL(request.url).searchParams));
    return HttpResponse.json({ message: 'Customer deleted successfully', title: 'Customer Deleted' });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  listQueries.length = 0;
  pointsBodies.length = 0;
  deleteQueries.length = 0;
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => {
  jest.restoreAllMocks();
  // A test's own handlers (server.use) end with it.
  server.resetHandlers();
});
afterAll(() => server.close());

/** Stands in for the detail screen: its Back goes where the list's link said it came from. */
function DetailStub() {
  return <Link to={useBackTo('/customers')}>Back to customers</Link>;
}

function renderList(role: Role = 'ADMIN', route = '/customers') {
  return renderWithProviders(
    <Routes>
      <Route path="/customers" element={<CustomersListContainer />} />
      <Route path="/customers/new" element={<div>New customer screen</div>} />
      <Route path="/customers/detail" element={<DetailStub />} />
    </Routes>,
    { route, session: { employee: makeEmployee({ employee_type: role }) } },
  );
}

const lastQuery = () => listQueries[listQueries.length - 1];
const customerNames = () => screen.queryAllByText(/^Customer\d+ Test$/);

/** The open filter modal (found through its first field: cheaper than a role query). */
async function filterDialog(): Promise<HTMLElement> {
  const keyword = await screen.findByLabelText(T.filter.keyword);
  return keyword.closest('[role="dialog"]') as HTMLElement;
}

/** The delete confirmation (its title is shown twice: as the dialog's label and in its body). */
async function confirmDialog(): Promise<HTMLElement> {
  const [title] = await screen.findAllByText(T.deleteConfirm);
  return title.closest('[role="dialog"]') as HTMLElement;
}

async function pick(user: ReturnType<typeof renderList>['user'], combobox: string, option: string) {
  await user.click(screen.getByLabelText(combobox));
  const choices = await screen.findAllByTitle(option);
  await user.click(choices[choices.length - 1]);
}

describe('customer list', () => {
  it('shows 10 customers from page 1 with the store-zone created date, and refuses a typed page outside 1..pages', async () => {
    const error = jest.spyOn(toast, 'error').mockImplementation(() => undefined);
    const { user } = renderList();
    expect(await screen.findByText('Customer1 Test')).toBeInTheDocument();
    expect(customerNames()).toHaveLength(10);
    expect(listQueries[0]).toEqual({ limit: '10', offset: '1' });
    const first = screen.getByText('Customer1 Test').closest('tr') as HTMLElement;
    for (const text of ['+91 9000000001', 'customer1@example.test', '10', '₹100.50', '20/11/2026'])
      expect(within(first).getByText(text)).toBeInTheDocument();
    const head = document.querySelector('thead') as HTMLElement;
    for (const title of Object.values(T.columns)) expect(within(head).getByText(title)).toBeInTheDocument();

    const jump = screen.getByLabelText(PAGER_TEXTS.jumpLabel);
    for (const typed of ['4', '0', 'x']) {
      await user.clear(jump);
      await user.type(jump, typed);
      await user.click(screen.getByText(PAGER_TEXTS.jump));
    }
    expect(error).toHaveBeenCalledTimes(3);
    expect(error).toHaveBeenCalledWith(INVALID_PAGE_TITLE, INVALID_PAGE_MESSAGE);
    expect(listQueries.every((q) => q.offset === '1')).toBe(true);

    await user.clear(jump);
    await user.type(jump, '3');
    await user.click(screen.getByText(PAGER_TEXTS.jump));
    expect(await screen.findByText('Customer25 Test')).toBeInTheDocument();
    expect(lastQuery()).toEqual({ limit: '10', offset: '3' });
    expect(customerNames()).toHaveLength(5);
  });

  it('applies the filter with the spec query names and remembers it in session storage', async () => {
    const { user } = renderList();
    await screen.findByText('Customer1 Test');
    await user.click(screen.getByLabelText(FILTER_TEXTS.button));
    const dialog = await filterDialog();
    await user.type(within(dialog).getByLabelText(T.filter.keyword), ' meera ');
    await pick(user, T.filter.addedDate, T.dateOptions.WEEK);
    await user.type(within(dialog).getByLabelText(T.filter.orderCountFrom), '2');
    await user.type(within(dialog).getByLabelText(T.filter.pointsTo), '500');
    await user.type(within(dialog).getByLabelText(T.filter.orderTotalFrom), '99.5');
    await pick(user, T.filter.pushNotification, T.pushOptions.true);
    await user.click(within(dialog).getByText(FILTER_TEXTS.apply));

    const today = todayInZone('Asia/Kolkata');
    await waitFor(() =>
      expect(lastQuery()).toEqual({
        limit: '10',
        offset: '1',
        'filter.keyword': 'meera',
        'filter.added_from_date': toApiDate(today.startOf('week')),
        'filter.added_to_date': toApiDate(today.endOf('week')),
        'filter.order_count_from': '2',
        'filter.points_to': '500',
        'filter.order_total_from': '99.5',
        'filter.push_notification': 'true',
      }),
    );
    // Kept as the choices made (so "This Week" stays this week), in session storage and not local storage.
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.customerFilter) ?? '{}')).toEqual({
      keyword: ' meera ',
      added_date_type: 'WEEK',
      order_count_from: 2,
      points_to: 500,
      order_total_from: 99.5,
      push_notification: 'true',
    });
    expect(localStorage.getItem(STORAGE_KEYS.customerFilter)).toBeNull();
    expect(screen.getByLabelText(`${FILTER_TEXTS.button} (6)`)).toBeInTheDocument();
  });

  it('opens with the remembered filter, sends custom days as YYYY-MM-DD and shows them dd/mm/yyyy, and Reset forgets it', async () => {
    sessionStorage.setItem(
      STORAGE_KEYS.customerFilter,
      JSON.stringify({
        added_date_type: 'CUSTOM',
        added_from_date: '2026-11-01',
        added_to_date: '2026-11-15',
      }),
    );
    const { user } = renderList();
    await screen.findByText('Customer1 Test');
    expect(listQueries[0]).toEqual({
      limit: '10',
      offset: '1',
      'filter.added_from_date': '2026-11-01',
      'filter.added_to_date': '2026-11-15',
    });
    await user.click(screen.getByLabelText(`${FILTER_TEXTS.button} (1)`));
    const dialog = await filterDialog();
    expect(within(dialog).getByDisplayValue('01/11/2026')).toBeInTheDocument();
    expect(within(dialog).getByDisplayValue('15/11/2026')).toBeInTheDocument();
    await user.click(within(dialog).getByText(FILTER_TEXTS.reset));
    await waitFor(() => expect(lastQuery()).toEqual({ limit: '10', offset: '1' }));
    expect(sessionStorage.getItem(STORAGE_KEYS.customerFilter)).toBeNull();
  });

  it('says a keyword under 3 characters is too short, and neither sends nor counts it', async () => {
    const { user } = renderList();
    await screen.findByText('Customer1 Test');
    await user.click(screen.getByLabelText(FILTER_TEXTS.button));
    const dialog = await filterDialog();
    await user.type(within(dialog).getByLabelText(T.filter.keyword), ' me ');
    expect(within(dialog).getByText(KEYWORD_TOO_SHORT)).toBeInTheDocument();
    await pick(user, T.filter.pushNotification, T.pushOptions.false);
    await user.click(within(dialog).getByText(FILTER_TEXTS.apply));
    await waitFor(() =>
      expect(lastQuery()).toEqual({ limit: '10', offset: '1', 'filter.push_notification': 'false' }),
    );
    expect(listQueries.some((q) => 'filter.keyword' in q)).toBe(false);
    // Only the push choice counts on the button.
    expect(screen.getByRole('button', { name: `${FILTER_TEXTS.button} (1)` })).toBeInTheDocument();
  });

  it('Enter in the keyword applies the filter', async () => {
    const { user } = renderList();
    await screen.findByText('Customer1 Test');
    await user.click(screen.getByLabelText(FILTER_TEXTS.button));
    const dialog = await filterDialog();
    await user.type(within(dialog).getByLabelText(T.filter.keyword), 'meera{Enter}');
    await waitFor(() => expect(lastQuery()).toEqual({ limit: '10', offset: '1', 'filter.keyword': 'meera' }));
    expect(screen.getByRole('button', { name: `${FILTER_TEXTS.button} (1)` })).toBeInTheDocument();
  });

  it('updates points in the modal and says so', async () => {
    const success = jest.spyOn(toast, 'success').mockImplementation(() => undefined);
    const { user } = renderList();
    await screen.findByText('Customer1 Test');
    await user.click(screen.getByLabelText(`${T.updatePoints} Customer2 Test`));
    const points = await screen.findByLabelText(T.points.label);
    expect(points).toHaveValue('20');
    await user.clear(points);
    await user.click(screen.getByText(T.points.save));
    expect(await screen.findByText(T.points.required)).toBeInTheDocument();
    await user.type(points, '2.5');
    await user.click(screen.getByText(T.points.save));
    expect(await screen.findByText(T.points.whole)).toBeInTheDocument();
    expect(pointsBodies).toEqual([]);

    await user.clear(points);
    await user.type(points, '250');
    const before = listQueries.length;
    await user.click(screen.getByText(T.points.save));
    await waitFor(() => expect(success).toHaveBeenCalledWith(T.points.successTitle, T.points.success));
    expect(T.points.success).toBe('Successfully updated Points');
    expect(pointsBodies).toEqual([{ _id: uuid(2), version: 0, first_name: 'Customer2', points: 250 }]);
    // The list is asked again, so it shows the new points.
    await waitFor(() => expect(listQueries.length).toBeGreaterThan(before));
    await waitFor(() => expect(screen.queryByLabelText(T.points.label)).not.toBeInTheDocument());
  });

  it('offers to reload when the customer changed since the list was read, then saves from the latest row', async () => {
    const success = jest.spyOn(toast, 'success').mockImplementation(() => undefined);
    const { message, title } = CHANGED_ELSEWHERE.customer;
    // A booking spent points after the list was read: the server has Customer2 at version 1 with 15 points.
    let changed = false;
    server.use(
      http.get(apiUrl('customer/all'), ({ request }) => {
        const params = Object.fromEntries(new URL(request.url).searchParams);
        listQueries.push(params);
        const rows = Array.from({ length: 10 }, (_, i) => makeRow(i + 1));
        if (changed) rows[1] = { ...rows[1], points: 15, version: 1 };
        return HttpResponse.json({ data: rows, pages: 3, total: TOTAL });
      }),
      http.put(apiUrl('customer/points'), async ({ request }) => {
        const body = (await request.json()) as { version: number; points: number };
        pointsBodies.push(body);
        changed = true;
        if (body.version !== 1) return HttpResponse.json({ message, title }, { status: 409 });
        return HttpResponse.json({
          message: 'Successfully updated Points',
          title: 'Points Updated',
          data: { ...makeRow(2), points: body.points, version: 2 },
        });
      }),
    );
    const { user } = renderList();
    await screen.findByText('Customer1 Test');
    await user.click(screen.getByLabelText(`${T.updatePoints} Customer2 Test`));
    const points = await screen.findByLabelText(T.points.label);
    await user.clear(points);
    await user.type(points, '250');
    await user.click(screen.getByText(T.points.save));

    // The server's words, and a reload offered; nothing was saved.
    const offer = (await screen.findByText(message)).closest('[role="dialog"]') as HTMLElement;
    expect(within(offer).getAllByText(title).length).toBeGreaterThan(0);
    expect(success).not.toHaveBeenCalled();
    await user.click(within(offer).getByRole('button', { name: STALE_SAVE_TEXTS.reload }));
    // The modal, still open, starts again from the latest balance.
    await waitFor(() => expect(screen.getByLabelText(T.points.label)).toHaveValue('15'));
    await user.clear(screen.getByLabelText(T.points.label));
    await user.type(screen.getByLabelText(T.points.label), '300');
    await user.click(screen.getByText(T.points.save));
    await waitFor(() => expect(success).toHaveBeenCalledWith(T.points.successTitle, T.points.success));
    expect(pointsBodies).toEqual([
      { _id: uuid(2), version: 0, first_name: 'Customer2', points: 250 },
      { _id: uuid(2), version: 1, first_name: 'Customer2', points: 300 },
    ]);
  });

  it('deletes a customer only after the confirmation', async () => {
    const success = jest.spyOn(toast, 'success').mockImplementation(() => undefined);
    const { user } = renderList();
    await screen.findByText('Customer1 Test');
    await user.click(screen.getByLabelText(`${T.delete} Customer3 Test`));
    const asked = await confirmDialog();
    expect(within(asked).getByText('Customer3 Test')).toBeInTheDocument();
    await user.click(within(asked).getByRole('button', { name: CONFIRM_TEXTS.cancel }));
    await waitFor(() => expect(screen.queryAllByText(T.deleteConfirm)).toHaveLength(0));
    expect(deleteQueries).toEqual([]);

    await user.click(screen.getByLabelText(`${T.delete} Customer3 Test`));
    await user.click(within(await confirmDialog()).getByRole('button', { name: CONFIRM_TEXTS.ok }));
    await waitFor(() => expect(deleteQueries).toEqual([{ customer_id: uuid(3) }]));
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith('Customer Deleted', 'Customer deleted successfully'),
    );
  });

  it('shows each row action, the edit link and the new customer button only with its permission', async () => {
    const editLinks = () => document.querySelectorAll('a[href^="/customers/edit?customer_id="]');
    const finance = renderList('FINANCE');
    await screen.findByText('Customer1 Test');
    // No row action for FINANCE: no empty Actions column either.
    expect(within(document.querySelector('thead') as HTMLElement).queryByText(T.columns.actions)).toBeNull();
    expect(screen.queryByText(T.updatePoints)).not.toBeInTheDocument();
    expect(screen.queryByText(T.delete)).not.toBeInTheDocument();
    expect(editLinks()).toHaveLength(0);
    expect(screen.queryByRole('button', { name: CUSTOMER_FORM_TEXTS.newTitle })).not.toBeInTheDocument();
    finance.unmount();

    const { user } = renderList('ADMIN');
    await screen.findByText('Customer1 Test');
    expect(
      within(document.querySelector('thead') as HTMLElement).getByText(T.columns.actions),
    ).toBeInTheDocument();
    expect(screen.getAllByText(T.updatePoints)).toHaveLength(10);
    expect(screen.getAllByText(T.delete)).toHaveLength(10);
    expect(editLinks()).toHaveLength(10);
    expect(screen.getByLabelText(`${CUSTOMER_FORM_TEXTS.edit} Customer2 Test`)).toHaveAttribute(
      'href',
      `/customers/edit?customer_id=${uuid(2)}`,
    );
    await user.click(screen.getByRole('button', { name: CUSTOMER_FORM_TEXTS.newTitle }));
    expect(await screen.findByText('New customer screen')).toBeInTheDocument();
  });

  it('keeps its page on Back from a customer', async () => {
    // The page is in the address (?page=2), as the pager puts it.
    const { user } = renderList('ADMIN', '/customers?page=2');
    const slow = { timeout: 5000 };
    await user.click(await screen.findByText('Customer11 Test', {}, slow));
    await user.click(await screen.findByText('Back to customers', {}, slow));
    expect(await screen.findByText('Customer11 Test', {}, slow)).toBeInTheDocument();
    expect(lastQuery()).toEqual({ limit: '10', offset: '2' });
  });

  it('shows the filters in force as tags; closing one drops it and asks again from page 1', async () => {
    sessionStorage.setItem(
      STORAGE_KEYS.customerFilter,
      JSON.stringify({ push_notification: 'true', added_date_type: 'CUSTOM', added_from_date: '2026-11-01' }),
    );
    const { user } = renderList();
    await screen.findByText('Customer1 Test');
    expect(screen.getByText(`${T.filter.pushNotification}: ${T.pushOptions.true}`)).toBeInTheDocument();
    expect(screen.getByText(`${T.filter.addedDate}: 01/11/2026`)).toBeInTheDocument();
    await user.click(screen.getByLabelText(`Remove filter ${T.filter.addedDate}`));
    await waitFor(() =>
      expect(lastQuery()).toEqual({ limit: '10', offset: '1', 'filter.push_notification': 'true' }),
    );
    expect(screen.queryByText(`${T.filter.addedDate}: 01/11/2026`)).toBeNull();
  });
});
