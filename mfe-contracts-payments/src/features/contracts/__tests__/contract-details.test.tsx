import { screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { Route, Routes } from 'react-router-dom';
import { approvalStatusLabel, toast, type Role } from '@storedesk/shared';
import { makeEmployee, renderWithProviders } from '@storedesk/shared/testing';
import { mockContracts, resetMockDb } from '@storedesk/shared/dev/mock-domains';
import { handlers } from '../../../dev/mocks/handlers';
import ContractDetailsContainer from '../contract-details-container';
import { CONTRACT_DETAIL_TEXTS as T } from '../contract-texts';

jest.setTimeout(120_000);

const server = setupServer(...handlers);
const calls: URL[] = [];
server.events.on('request:start', ({ request }) => {
  calls.push(new URL(request.url));
});
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  calls.length = 0;
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
      session: { employee: makeEmployee({ employee_type: role }) },
    },
  );
}

/** The value cell beside a label of the contract's summary. */
function field(label: string): HTMLElement {
  const cell = screen
    .getAllByText(label)
    .map((el) => el.closest('.ant-descriptions-item-label'))
    .find(Boolean);
  return cell!.nextElementSibling as HTMLElement;
}

describe('contract details', () => {
  it('shows the contract, its services with their visits, its address, answers and payment requests', async () => {
    const renewed = mockContracts().find((k) => k.renewed_from !== null)!;
    const original = mockContracts().find((k) => k._id === renewed.renewed_from)!;
    renderDetails(original._id);
    expect(await screen.findByText(T.title(original.subscription_number))).toBeInTheDocument();
    expect(field(T.plan).textContent).toBe(original.subscription_name);
    expect(field(T.approval).textContent).toBe(approvalStatusLabel(original.is_approved));
    const customer = within(field(T.customer)).getByRole('link');
    expect(customer.getAttribute('href')).toBe(`/customers/detail?customer_id=${original.customer_id}`);
    expect(within(field(T.renewedBy)).getByRole('link').textContent).toBe(`#${renewed.subscription_number}`);
    const items = screen.getByRole('table', { name: T.items });
    expect(within(items).getByText(/^\d+ of \d+ visits used$/)).toBeInTheDocument();
    expect(screen.getByText(T.answers)).toBeInTheDocument();
    const payments = screen.getByRole('button', { name: T.newPayment });
    expect(payments).toBeInTheDocument();
    await waitFor(() =>
      expect(
        calls.some(
          (url) =>
            url.pathname.endsWith('store/payment/all') &&
            url.searchParams.get('filter.customer_subscription_id') === original._id &&
            url.searchParams.get('limit') === '10' &&
            url.searchParams.get('offset') === '1',
        ),
      ).toBe(true),
    );
  });

  it('says a contract that does not exist is not found, without an error toast', async () => {
    const error = jest.spyOn(toast, 'error');
    renderDetails('00000074-0000-4000-8000-0000000009ff');
    expect(await screen.findByText(T.notFound)).toBeInTheDocument();
    expect(error).not.toHaveBeenCalled();
  });

  it('shows payment requests only to a role that lists them (not CSC)', async () => {
    const contract = mockContracts()[0];
    renderDetails(contract._id, 'CSC');
    await screen.findByText(T.title(contract.subscription_number));
    expect(screen.queryByText(T.payments)).not.toBeInTheDocument();
    expect(calls.some((url) => url.pathname.endsWith('store/payment/all'))).toBe(false);
  });
});
