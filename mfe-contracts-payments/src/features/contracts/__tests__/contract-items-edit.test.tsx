import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Route, Routes } from 'react-router-dom';
import { toast, type Role } from '@storedesk/shared';
import { makeEmployee, makeStore, renderWithProviders } from '@storedesk/shared/testing';
import { mockContractItems, mockContracts, resetMockDb } from '@storedesk/shared/dev/mock-domains';
import { handlers } from '../../../dev/mocks/handlers';
import ContractDetailsContainer from '../contract-details-container';
import { CONTRACT_ITEM_TEXTS as T } from '../item-texts';

jest.setTimeout(120_000);

const server = setupServer(...handlers);
const writes: { method: string; url: string }[] = [];
server.events.on('request:start', ({ request }) => {
  if (request.method !== 'GET') writes.push({ method: request.method, url: request.url });
});
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  writes.length = 0;
  resetMockDb();
});
afterEach(() => jest.restoreAllMocks());
afterAll(() => server.close());

function renderDetails(id: string, role: Role = 'ADMIN') {
  return renderWithProviders(
    <Routes>
      <Route path="/subscriptions/details" element={<ContractDetailsContainer />} />
    </Routes>,
    {
      route: `/subscriptions/details?id=${id}`,
      session: { employee: makeEmployee({ employee_type: role }), store: makeStore() },
    },
  );
}
type User = ReturnType<typeof renderDetails>['user'];

const modalTitled = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-modal-title' })).closest('.ant-modal') as HTMLElement;
const CONFIRM = '.ant-modal-confirm-title';
/** The confirm dialog asking `question`; its OK button. */
const okOf = async (question: string) =>
  within(
    (await screen.findByText(question, { selector: CONFIRM })).closest('.ant-modal') as HTMLElement,
  ).getByRole('button', {
    name: 'Yes',
  });

/** A contract whose first service has no visits used (so it can be deleted), and that item. */
function unusedContract() {
  const k = mockContracts().find((c) => {
    const item = mockContractItems(c)[0];
    return item && item.available_quantity === item.total_quantity;
  })!;
  return { k, item: mockContractItems(k)[0] };
}

async function pickService(user: User, dialog: HTMLElement, typed: string, name: string) {
  await user.type(within(dialog).getByLabelText(T.service), typed);
  await user.click(await screen.findByTitle(name));
}

describe('contract service items', () => {
  it('Add Service: picker from 3 characters, asks, sends once on a double click, toasts, shows the service', async () => {
    const success = jest.spyOn(toast, 'success');
    const k = mockContracts()[0];
    const { user } = renderDetails(k._id);
    await user.click(await screen.findByRole('button', { name: T.addService }));
    const dialog = await modalTitled(T.pickerTitle);
    await user.type(within(dialog).getByLabelText(T.service), 'Ki');
    expect(screen.queryByTitle('Kitchen Cleaning')).not.toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(T.service));
    await pickService(user, dialog, 'Sofa', 'Sofa Shampooing');
    const total = within(dialog).getByLabelText(T.totalVisits);
    await user.clear(total);
    await user.type(total, '6');
    await user.dblClick(within(dialog).getByRole('button', { name: T.save }));
    await user.dblClick(await okOf(T.confirmAdd));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Service Added', T.added));
    expect(writes.filter((w) => w.method === 'POST')).toHaveLength(1);
    expect(await screen.findByText('Sofa Shampooing')).toBeInTheDocument();
  });

  it('Edit asks to update, then toasts; a refusal shows the server words', async () => {
    const success = jest.spyOn(toast, 'success');
    const error = jest.spyOn(toast, 'error');
    const { k, item } = unusedContract();
    const { user } = renderDetails(k._id);
    await user.click(await screen.findByRole('button', { name: `${T.edit} ${item.product_name}` }));
    const dialog = await modalTitled(T.editTitle);
    const total = within(dialog).getByLabelText(T.totalVisits);
    await user.clear(total);
    await user.type(total, String(item.total_quantity + 3));
    await user.click(within(dialog).getByRole('button', { name: T.save }));
    await user.click(await okOf(T.confirmUpdate));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Service Updated', T.updated));
    expect(writes).toHaveLength(1);

    server.use(
      http.put('*/store/customer_subscription/item', () =>
        HttpResponse.json(
          { message: 'This service has already used 2 visits', title: 'Invalid Fields' },
          { status: 400 },
        ),
      ),
    );
    await user.click(await screen.findByRole('button', { name: `${T.edit} ${item.product_name}` }));
    const again = await modalTitled(T.editTitle);
    await user.click(within(again).getByRole('button', { name: T.save }));
    await user.click(await okOf(T.confirmUpdate));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Invalid Fields', 'This service has already used 2 visits'),
    );
  });

  it('Delete asks, sends once on a double click, toasts and the service goes', async () => {
    const success = jest.spyOn(toast, 'success');
    const { k, item } = unusedContract();
    const { user } = renderDetails(k._id);
    await user.dblClick(await screen.findByRole('button', { name: `${T.delete} ${item.product_name}` }));
    await user.dblClick(await okOf(T.confirmDelete));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Service Deleted', T.deleted));
    expect(writes.filter((w) => w.method === 'DELETE')).toHaveLength(1);
    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: `${T.delete} ${item.product_name}` }),
      ).not.toBeInTheDocument(),
    );
  });

  it('saying no to the delete question sends nothing', async () => {
    const { k, item } = unusedContract();
    const { user } = renderDetails(k._id);
    await user.click(await screen.findByRole('button', { name: `${T.delete} ${item.product_name}` }));
    const dialog = (await screen.findByText(T.confirmDelete, { selector: CONFIRM })).closest(
      '.ant-modal',
    ) as HTMLElement;
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() =>
      expect(screen.queryByText(T.confirmDelete, { selector: CONFIRM })).not.toBeInTheDocument(),
    );
    expect(writes).toHaveLength(0);
  });

  it.each(['CSC', 'FINANCE'] as const)('%s sees no Add Service, Edit or Delete', async (role) => {
    const { k } = unusedContract();
    renderDetails(k._id, role);
    expect(await screen.findByRole('table', { name: /service/i })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: T.addService })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: new RegExp(`^${T.delete}`) })).not.toBeInTheDocument();
  });
});
