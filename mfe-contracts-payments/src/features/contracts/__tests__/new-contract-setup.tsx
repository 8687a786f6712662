import { screen, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { Route, Routes, useLocation } from 'react-router-dom';
import dayjs from 'dayjs';
import { todayInZone, type Role } from '@storedesk/shared';
import { makeEmployee, renderWithProviders } from '@storedesk/shared/testing';
import { mockCustomers, resetMockDb } from '@storedesk/shared/dev/mock-domains';
import { handlers } from '../../../dev/mocks/handlers';
import ContractDetailsContainer from '../contract-details-container';
import NewContractContainer from '../new/new-contract-container';
import { NEW_CONTRACT_TEXTS as T } from '../new/new-contract-texts';

/**
 * What the New contract and Renew screen tests share: the kit's mocks with every call recorded, the two screens
 * on their routes, and the steps of filling the form.
 */
export interface RecordedCall {
  method: string;
  url: URL;
  body?: unknown;
}

export function setUpContractScreens() {
  const server = setupServer(...handlers);
  const calls: RecordedCall[] = [];
  server.events.on('request:start', async ({ request }) => {
    const body = request.method === 'GET' ? undefined : await request.clone().json();
    calls.push({ method: request.method, url: new URL(request.url), body });
  });
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    calls.length = 0;
    resetMockDb();
  });
  afterEach(() => {
    server.resetHandlers();
    jest.restoreAllMocks();
  });
  afterAll(() => server.close());
  return { server, calls, posts: () => calls.filter((c) => c.method === 'POST') };
}

/** Where the router is now, for the navigation after a save. */
function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

export function renderContractScreen(route: string, role: Role = 'ADMIN') {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/subscriptions/new" element={<NewContractContainer />} />
        <Route path="/subscriptions/details" element={<ContractDetailsContainer />} />
        <Route path="/subscriptions" element={<p>Contracts list</p>} />
      </Routes>
      <Where />
    </>,
    { route, session: { employee: makeEmployee({ employee_type: role }) } },
  );
}

export type User = ReturnType<typeof renderContractScreen>['user'];

export const where = () => screen.getByTestId('where').textContent;

/** The store's today (the test store is in Asia/Kolkata), as the form holds a day. */
export const storeToday = () => todayInZone('Asia/Kolkata').startOf('day');
export const shown = (day: dayjs.Dayjs | string) => dayjs(day).format('DD/MM/YYYY');

/** Picks the option titled `title` of the select labelled `label`. */
export async function pick(user: User, label: string, title: string | RegExp) {
  await user.click(screen.getByLabelText(label));
  await user.click((await screen.findAllByTitle(title)).at(-1) as HTMLElement);
}

/** Types a day DD/MM/YYYY into the date picker labelled `label`. */
export async function typeDay(user: User, label: string, day: string) {
  const input = screen.getByLabelText(label);
  await user.click(input);
  await user.clear(input);
  await user.type(input, `${day}{Enter}`);
}

/** The first generated customer (Meera Kapoor) and their one saved address. */
export const firstCustomer = () => mockCustomers()[0];

export async function chooseCustomer(user: User) {
  const input = screen.getByLabelText(T.customer);
  await user.click(input);
  await user.type(input, 'Meera Kap');
  await user.click((await screen.findAllByTitle(/^Meera Kapoor/)).at(-1) as HTMLElement);
}

export async function chooseAddress(user: User) {
  const street = firstCustomer().addresses[0].street;
  await user.click(await screen.findByRole('radio', { name: new RegExp(street) }));
}

/** The AC plan, its 1 AC variant and its yearly period (₹1,599.00, one service 'AC Service & Repair'). */
export async function chooseTerms(user: User, period = /^Yearly/) {
  await waitFor(() => expect(screen.getByLabelText(T.plan)).toBeEnabled());
  await pick(user, T.plan, 'Annual AC Care Plan');
  await pick(user, T.variant, '1 AC');
  await pick(user, T.period, period);
}

/** Everything a sale needs, paid in cash. */
export async function fillWholeForm(user: User) {
  await chooseCustomer(user);
  await chooseAddress(user);
  await chooseTerms(user);
  await pick(user, T.paymentMethod, 'Cash');
}
