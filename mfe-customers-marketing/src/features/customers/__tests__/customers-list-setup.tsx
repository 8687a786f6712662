// The customers list's mock API, its render and its dialogs, shared by its test files.
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Link, Route, Routes } from 'react-router-dom';
import { type CustomerListRow, type ListCustomersReply, type Role } from '@storedesk/shared';
import { useBackTo } from '@storedesk/shared/ui';
import { apiUrl, makeEmployee, renderWithProviders } from '@storedesk/shared/testing';
import CustomersListContainer from '../customers-list-container';
import { CUSTOMERS_TEXTS as T } from '../customers-texts';

export const TOTAL = 25;
export const uuid = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

export function makeRow(n: number): CustomerListRow {
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
export const listQueries: Record<string, string>[] = [];
export const pointsBodies: unknown[] = [];
export const deleteQueries: Record<string, string>[] = [];

export const server = setupServer(
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
/** The mock server and clean storage around each test of a customers-list test file. */
export function setUpCustomersListTests() {
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
}

/** Stands in for the detail screen: its Back goes where the list's link said it came from. */
export function DetailStub() {
  return <Link to={useBackTo('/customers')}>Back to customers</Link>;
}

export function renderList(role: Role = 'ADMIN', route = '/customers') {
  return renderWithProviders(
    <Routes>
      <Route path="/customers" element={<CustomersListContainer />} />
      <Route path="/customers/new" element={<div>New customer screen</div>} />
      <Route path="/customers/detail" element={<DetailStub />} />
    </Routes>,
    { route, session: { employee: makeEmployee({ employee_type: role }) } },
  );
}

export const lastQuery = () => listQueries[listQueries.length - 1];
export const customerNames = () => screen.queryAllByText(/^Customer\d+ Test$/);

/** The open filter modal (found through its first field: cheaper than a role query). */
export async function filterDialog(): Promise<HTMLElement> {
  const keyword = await screen.findByLabelText(T.filter.keyword);
  return keyword.closest('[role="dialog"]') as HTMLElement;
}

/** The delete confirmation (its title is shown twice: as the dialog's label and in its body). */
export async function confirmDialog(): Promise<HTMLElement> {
  const [title] = await screen.findAllByText(T.deleteConfirm);
  return title.closest('[role="dialog"]') as HTMLElement;
}

export async function pick(user: ReturnType<typeof renderList>['user'], combobox: string, option: string) {
  await user.click(screen.getByLabelText(combobox));
  const choices = await screen.findAllByTitle(option);
  await user.click(choices[choices.length - 1]);
}
