import { screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { Route, Routes } from 'react-router-dom';
import { APPROVAL_LABELS, CONTRACT_STATUS, STORAGE_KEYS, type Role } from '@storedesk/shared';
import { FILTER_TAG_TEXTS, FILTER_TEXTS } from '@storedesk/shared/ui';
import { makeEmployee, makeStore, renderWithProviders } from '@storedesk/shared/testing';
import { resetMockDb } from '@storedesk/shared/dev/mock-domains';
import { handlers } from '../../../dev/mocks/handlers';
import ContractsListContainer from '../contracts-list-container';
import { CONTRACT_LIST_TEXTS as T } from '../contract-texts';

jest.setTimeout(120_000);

const server = setupServer(...handlers);
const calls: URL[] = [];
server.events.on('request:start', ({ request }) => {
  calls.push(new URL(request.url));
});
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  calls.length = 0;
  sessionStorage.clear();
  resetMockDb();
});
afterAll(() => server.close());

const listCalls = () => calls.filter((url) => url.pathname.endsWith('store/customer_subscription/all'));
const lastListQuery = () => Object.fromEntries(listCalls().at(-1)!.searchParams);
const F = T.filter;

function renderList(
  role: Role = 'ADMIN',
  meta: { meta_config_name: string; meta_config_value: string }[] = [],
) {
  return renderWithProviders(
    <Routes>
      <Route path="/subscriptions" element={<ContractsListContainer />} />
    </Routes>,
    {
      route: '/subscriptions',
      session: {
        employee: makeEmployee({ employee_type: role }),
        store: makeStore({ store_meta_config: meta }),
      },
    },
  );
}

async function openFilter(user: ReturnType<typeof renderList>['user']) {
  await user.click(screen.getByRole('button', { name: /^Filter/ }));
  return screen.findByRole('dialog');
}

describe('contracts list', () => {
  it('asks 10 from page 1 and shows each contract with its status and approval in words, linked to its details', async () => {
    renderList();
    const table = await screen.findByRole('table', { name: T.title });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11));
    expect(lastListQuery()).toMatchObject({ limit: '10', offset: '1' });
    for (const title of Object.values(T.columns))
      expect(within(table).getAllByText(title).length).toBeGreaterThan(0);
    const rows = within(table).getAllByRole('row').slice(1);
    for (const row of rows) {
      const link = within(row).getAllByRole('link')[0];
      expect(link.getAttribute('href')).toMatch(/^\/subscriptions\/details\?id=[0-9a-f-]{36}$/);
      expect(Object.values(CONTRACT_STATUS).some((s) => within(row).queryByText(s))).toBe(true);
      expect(Object.values(APPROVAL_LABELS).some((s) => within(row).queryByText(s))).toBe(true);
      expect(row.textContent).not.toMatch(/PENDING_APPROVAL|ON_HOLD|APPROVED/);
    }
  });

  it('filters by approval and paid, shows them as tags, counts them and keeps them in session storage', async () => {
    const { user, unmount } = renderList();
    await screen.findByRole('table', { name: T.title });
    const dialog = await openFilter(user);
    await user.click(within(dialog).getByLabelText(F.approval));
    await user.click((await screen.findAllByTitle(APPROVAL_LABELS.PENDING_APPROVAL)).at(-1)!);
    await user.click(within(dialog).getByLabelText(F.paid));
    await user.click((await screen.findAllByTitle(T.no)).at(-1)!);
    await user.click(within(dialog).getByRole('button', { name: FILTER_TEXTS.apply }));
    await waitFor(() =>
      expect(lastListQuery()).toMatchObject({
        'filter.is_approved': 'PENDING_APPROVAL',
        'filter.is_paid': 'false',
        offset: '1',
      }),
    );
    expect(screen.getByText(`${F.approval}: ${APPROVAL_LABELS.PENDING_APPROVAL}`)).toBeInTheDocument();
    expect(screen.getByText(`${F.paid}: ${T.no}`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `${FILTER_TEXTS.button} (2)` })).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.subscriptionFilter)!)).toEqual({
      is_approved: 'PENDING_APPROVAL',
      is_paid: 'false',
    });
    const table = screen.getByRole('table', { name: T.title });
    await waitFor(() =>
      expect(within(table).getAllByText(APPROVAL_LABELS.PENDING_APPROVAL).length).toBe(
        within(table).getAllByRole('row').length - 1,
      ),
    );
    unmount();
    calls.length = 0;
    const again = renderList();
    await waitFor(() => expect(lastListQuery()).toMatchObject({ 'filter.is_approved': 'PENDING_APPROVAL' }));
    await again.user.click(screen.getByLabelText(FILTER_TAG_TEXTS.remove(F.approval)));
    await waitFor(() => expect(lastListQuery()['filter.is_approved']).toBeUndefined());
    expect(lastListQuery()).toMatchObject({ 'filter.is_paid': 'false' });
  });

  it('filters by visits left: sent as filter.visits_left, shown as a tag, counted and remembered', async () => {
    const { user, unmount } = renderList();
    await screen.findByRole('table', { name: T.title });
    const dialog = await openFilter(user);
    await user.click(within(dialog).getByLabelText(F.visitsLeft));
    await user.click((await screen.findAllByTitle(T.yes)).at(-1)!);
    await user.click(within(dialog).getByRole('button', { name: FILTER_TEXTS.apply }));
    await waitFor(() => expect(lastListQuery()).toMatchObject({ 'filter.visits_left': 'true', offset: '1' }));
    expect(screen.getByText(`${F.visitsLeft}: ${T.yes}`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `${FILTER_TEXTS.button} (1)` })).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.subscriptionFilter)!)).toEqual({
      visits_left: 'true',
    });
    unmount();
    calls.length = 0;
    const again = renderList();
    await waitFor(() => expect(lastListQuery()).toMatchObject({ 'filter.visits_left': 'true' }));
    await again.user.click(screen.getByLabelText(FILTER_TAG_TEXTS.remove(F.visitsLeft)));
    await waitFor(() => expect(lastListQuery()['filter.visits_left']).toBeUndefined());
  });

  it('refuses a one-digit contract number and asks for the custom end dates', async () => {
    const { user } = renderList();
    await screen.findByRole('table', { name: T.title });
    const dialog = await openFilter(user);
    await user.type(within(dialog).getByLabelText(F.number), '5');
    await user.click(within(dialog).getByLabelText(F.endDate));
    await user.click((await screen.findAllByTitle(T.endDateOptions.CUSTOM)).at(-1)!);
    await user.click(within(dialog).getByRole('button', { name: FILTER_TEXTS.apply }));
    expect(await within(dialog).findByText(F.numberTooShort)).toBeInTheDocument();
    expect(await within(dialog).findByText(F.endRangeRequired)).toBeInTheDocument();
    expect(listCalls()).toHaveLength(1);
  });

  it('finds one contract by its number and says when the filters match nothing', async () => {
    const { user } = renderList();
    const table = await screen.findByRole('table', { name: T.title });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11));
    const first = within(table).getAllByRole('row')[1];
    const number = within(first).getAllByRole('link')[0].textContent!.slice(1);
    let dialog = await openFilter(user);
    await user.type(within(dialog).getByLabelText(F.number), number);
    await user.click(within(dialog).getByRole('button', { name: FILTER_TEXTS.apply }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(lastListQuery()).toMatchObject({ 'filter.subscription_number': number });
    expect(screen.getByText(`${F.number}: #${number}`)).toBeInTheDocument();
    dialog = await openFilter(user);
    await user.clear(within(dialog).getByLabelText(F.number));
    await user.type(within(dialog).getByLabelText(F.number), '99999');
    await user.click(within(dialog).getByRole('button', { name: FILTER_TEXTS.apply }));
    expect(await screen.findByText(FILTER_TAG_TEXTS.noMatch(T.things))).toBeInTheDocument();
  });

  it('offers the location filter only when the store filters by location', async () => {
    const { user, unmount } = renderList();
    await screen.findByRole('table', { name: T.title });
    let dialog = await openFilter(user);
    expect(within(dialog).queryByLabelText(F.location)).not.toBeInTheDocument();
    unmount();
    const on = renderList('ADMIN', [
      { meta_config_name: 'use_applicable_location_filter', meta_config_value: 'true' },
    ]);
    await screen.findByRole('table', { name: T.title });
    dialog = await openFilter(on.user);
    expect(within(dialog).getByLabelText(F.location)).toBeInTheDocument();
  });

  it('shows New Contract only to a role that may create one', async () => {
    const admin = renderList('CSC');
    expect(await screen.findByRole('button', { name: T.newContract })).toBeInTheDocument();
    admin.unmount();
    renderList('FINANCE');
    await screen.findByRole('table', { name: T.title });
    expect(screen.queryByRole('button', { name: T.newContract })).not.toBeInTheDocument();
  });
});
