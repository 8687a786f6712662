import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Route, Routes } from 'react-router-dom';
import { CHANGED_ELSEWHERE, toast, type Role, type Store } from '@storedesk/shared';
import { makeEmployee, makeStore, renderWithProviders } from '@storedesk/shared/testing';
import { mockContracts, resetMockDb } from '@storedesk/shared/dev/mock-domains';
import { handlers } from '../../../dev/mocks/handlers';
import ContractDetailsContainer from '../contract-details-container';
import {
  CONTRACT_ADDRESS_TEXTS as A,
  CONTRACT_EXTERNAL_TEXTS as X,
  CONTRACT_SYNC_TEXTS as S,
} from '../address-sync-texts';
import { CONTRACT_DETAIL_TEXTS as T } from '../contract-texts';

jest.setTimeout(120_000);

const LOCATIONS = [
  {
    _id: '00000014-0000-4000-8000-000000000001',
    name: 'Koramangala',
    serving_locations: [{ pincode: '560034' }, { pincode: '560095' }],
  },
  {
    _id: '00000014-0000-4000-8000-000000000002',
    name: 'Whitefield',
    serving_locations: [{ pincode: '560066' }],
  },
];
const server = setupServer(
  http.get('*/store/location/all', () => HttpResponse.json({ data: LOCATIONS, pages: 1, total: 2 })),
  ...handlers,
);
const writes: { path: string; body: Record<string, unknown> }[] = [];
server.events.on('request:start', async ({ request }) => {
  if (request.method === 'PUT')
    writes.push({
      path: new URL(request.url).pathname,
      body: (await request.clone().json()) as Record<string, unknown>,
    });
});
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  writes.length = 0;
  resetMockDb();
});
afterEach(() => jest.restoreAllMocks());
afterAll(() => server.close());

function renderDetails(id: string, role: Role = 'ADMIN', store: Partial<Store> = {}) {
  return renderWithProviders(
    <Routes>
      <Route path="/subscriptions/details" element={<ContractDetailsContainer />} />
    </Routes>,
    {
      route: `/subscriptions/details?id=${id}`,
      session: { employee: makeEmployee({ employee_type: role }), store: makeStore(store) },
    },
  );
}

async function openAddress(user: ReturnType<typeof renderDetails>['user']) {
  await user.click(await screen.findByRole('button', { name: A.editAddress }));
  return (await screen.findByText(A.title, { selector: '.ant-modal-title' })).closest(
    '.ant-modal',
  ) as HTMLElement;
}

async function chooseCity(user: ReturnType<typeof renderDetails>['user'], dialog: HTMLElement, city: string) {
  const input = within(dialog).getByLabelText(A.city);
  await user.clear(input);
  await user.type(input, city.slice(0, 4));
  await user.click(await screen.findByTitle(city));
}

const zipOptions = () =>
  Array.from(
    document.querySelectorAll(
      '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
    ),
  ).map((o) => o.textContent);

describe('edit shipping address', () => {
  it('a city with several pincodes lists them as the zip choices; one with a single pincode picks it', async () => {
    const k = mockContracts()[0];
    const { user } = renderDetails(k._id);
    const dialog = await openAddress(user);
    await chooseCity(user, dialog, 'Koramangala');
    const zip = within(dialog).getByLabelText(A.zip);
    await waitFor(() => expect(zip).toHaveValue(''));
    await user.click(zip);
    await waitFor(() => expect(zipOptions()).toEqual(['560034', '560095']));
    await chooseCity(user, dialog, 'Whitefield');
    await waitFor(() => expect(zip).toHaveValue('560066'));
  });

  it('saves once on a double click with the version, says so, and the details show the new address', async () => {
    const success = jest.spyOn(toast, 'success');
    const k = mockContracts()[0];
    const { user } = renderDetails(k._id);
    const dialog = await openAddress(user);
    const street = within(dialog).getByLabelText('Street');
    await user.clear(street);
    await user.type(street, '4 New Lane');
    await chooseCity(user, dialog, 'Whitefield');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Address', A.updated));
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatchObject({
      path: '/api/store/customer_subscription/address',
      body: {
        customer_subscription: {
          _id: k._id,
          version: 0,
          address: expect.objectContaining({ street: '4 New Lane', city: 'Whitefield', zip_code: '560066' }),
        },
      },
    });
    expect(await screen.findByText(/4 New Lane/)).toBeInTheDocument();
  });

  it('a save refused as stale offers to reload the contract', async () => {
    const k = mockContracts()[0];
    const { user } = renderDetails(k._id);
    const dialog = await openAddress(user);
    // Someone else changed the contract after this screen loaded it.
    await fetch('http://localhost/api/store/customer_subscription', {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'x-auth-token': 'dev-token' },
      body: JSON.stringify({ customer_subscription: { _id: k._id, version: 0, is_active: false } }),
    });
    await chooseCity(user, dialog, 'Whitefield');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText(CHANGED_ELSEWHERE.contract.title)).length).toBeGreaterThan(0);
  });

  it("another refusal says 'Error in Updating Address' with the server's words and keeps the modal open", async () => {
    const error = jest.spyOn(toast, 'error');
    server.use(
      http.put('*/store/customer_subscription/address', () =>
        HttpResponse.json(
          { message: 'Zip is not served', title: 'Invalid Fields', code: 'BAD_REQUEST' },
          { status: 400 },
        ),
      ),
    );
    const k = mockContracts()[0];
    const { user } = renderDetails(k._id);
    const dialog = await openAddress(user);
    await chooseCity(user, dialog, 'Whitefield');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith(A.failed, 'Zip is not served'));
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('is offered to ADMIN only', async () => {
    const k = mockContracts()[0];
    for (const role of ['FINANCE', 'CSC'] as const) {
      const view = renderDetails(k._id, role);
      await screen.findByText(T.title(k.subscription_number));
      expect(screen.queryByRole('button', { name: A.editAddress })).not.toBeInTheDocument();
      view.unmount();
    }
  });
});

describe('sync and the external contract', () => {
  it('Sync asks, sends once, says so, and the history and the external link show the result', async () => {
    const success = jest.spyOn(toast, 'success');
    const k = mockContracts()[1];
    const { user } = renderDetails(k._id);
    await screen.findByText(S.history);
    expect(screen.getByText(S.empty)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: X.button })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: S.sync }));
    const question = (await screen.findAllByText(S.confirm))[0].closest('.ant-modal') as HTMLElement;
    await user.dblClick(within(question).getByRole('button', { name: S.sync }));
    await waitFor(() => expect(success).toHaveBeenCalledWith(S.syncedTitle, S.synced));
    expect(writes.filter((w) => w.path.endsWith('/sync'))).toEqual([
      { path: '/api/store/customer_subscription/sync', body: { customer_subscription_id: k._id } },
    ]);
    const uid = `ZC-${80000 + k.subscription_number}`;
    const table = (await screen.findByText(S.history)).closest('.ant-card') as HTMLElement;
    expect(await within(table).findByText('Synced')).toBeInTheDocument();
    expect(within(table).getByText(uid)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: X.button }));
    const link = await screen.findByRole('link', { name: X.open });
    expect(link).toHaveAttribute('href', `https://web.zuperpro.com/contracts/${uid}/details`);
  });

  it('Sync is hidden without a field-service system and for roles other than ADMIN', async () => {
    const k = mockContracts()[1];
    const none = renderDetails(k._id, 'ADMIN', { field_service: false });
    await screen.findByText(T.title(k.subscription_number));
    expect(screen.queryByRole('button', { name: S.sync })).not.toBeInTheDocument();
    none.unmount();
    for (const role of ['FINANCE', 'CSC'] as const) {
      const view = renderDetails(k._id, role);
      await screen.findByText(T.title(k.subscription_number));
      expect(screen.queryByRole('button', { name: S.sync })).not.toBeInTheDocument();
      view.unmount();
    }
  });

  it('without a field-service system the external contract shows the id to copy and no page', async () => {
    const k = mockContracts()[2];
    k.zuper_contract_uid = 'ZC-OLD-1';
    const { user } = renderDetails(k._id, 'CSC', { field_service: false });
    await user.click(await screen.findByRole('button', { name: X.button }));
    expect(await screen.findByText(X.noLink)).toBeInTheDocument();
    expect(screen.getAllByText('ZC-OLD-1').length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: X.open })).not.toBeInTheDocument();
  });

  it('the history labels the results and shows times in the store zone', async () => {
    const k = mockContracts()[1];
    const first = renderDetails(k._id);
    await syncOnce(first.user);
    first.unmount();
    renderDetails(k._id, 'FINANCE', { field_service: false });
    const table = (await screen.findByText(S.history)).closest('.ant-card') as HTMLElement;
    expect(await within(table).findByText('Synced')).toBeInTheDocument();
    expect(within(table).getByText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} (AM|PM)$/)).toBeInTheDocument();
  });
});

async function syncOnce(user: ReturnType<typeof renderDetails>['user']) {
  await user.click(await screen.findByRole('button', { name: S.sync }));
  const question = (await screen.findAllByText(S.confirm))[0].closest('.ant-modal') as HTMLElement;
  await user.click(within(question).getByRole('button', { name: S.sync }));
  await screen.findByText('Synced');
}
