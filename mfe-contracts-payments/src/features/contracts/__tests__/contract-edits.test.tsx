import { screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { Route, Routes } from 'react-router-dom';
import { CHANGED_ELSEWHERE, toast, type Role } from '@storedesk/shared';
import { makeEmployee, renderWithProviders } from '@storedesk/shared/testing';
import { mockContracts, resetMockDb } from '@storedesk/shared/dev/mock-domains';
import { handlers } from '../../../dev/mocks/handlers';
import ContractDetailsContainer from '../contract-details-container';
import { CONTRACT_DETAIL_TEXTS as T, CONTRACT_EDIT_TEXTS as E } from '../contract-texts';

jest.setTimeout(120_000);

const server = setupServer(...handlers);
const puts: Record<string, unknown>[] = [];
server.events.on('request:start', async ({ request }) => {
  if (request.method === 'PUT')
    puts.push(
      ((await request.clone().json()) as { customer_subscription: Record<string, unknown> })
        .customer_subscription,
    );
});
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  puts.length = 0;
  resetMockDb();
});
afterEach(() => jest.restoreAllMocks());
afterAll(() => server.close());

/** A contract starting 01/01/2026 and ending 01/01/2027, active and pending approval. */
function knownContract() {
  const k = mockContracts()[0];
  Object.assign(k, {
    start_date: '2026-01-01',
    end_date: '2027-01-01',
    is_active: true,
    is_approved: 'PENDING_APPROVAL',
  });
  return k;
}

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

async function typeDate(user: ReturnType<typeof renderDetails>['user'], label: string, day: string) {
  const input = screen.getByLabelText(label);
  await user.click(input);
  await user.clear(input);
  await user.type(input, `${day}{Enter}`);
}

describe('contract edits', () => {
  it('Edit Summary: new dates ask first, warn that invoice dates stay, then save once with the version', async () => {
    const success = jest.spyOn(toast, 'success');
    const k = knownContract();
    const { user } = renderDetails(k._id);
    await user.click(await screen.findByRole('button', { name: E.editSummary }));
    await typeDate(user, E.end, '01/03/2027');
    await user.click(screen.getByRole('button', { name: E.save }));
    const [question] = await screen.findAllByText(E.confirmDates);
    expect(screen.getAllByText(E.invoiceDatesStay).length).toBeGreaterThan(0);
    expect(puts).toHaveLength(0);
    const dialog = question.closest('.ant-modal') as HTMLElement;
    await user.click(within(dialog).getAllByRole('button').at(-1)!);
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith('Contract', 'Successfully updated the contract'),
    );
    expect(puts).toEqual([
      { _id: k._id, version: 0, start_date: '2026-01-01', end_date: '2027-03-01', is_active: true },
    ]);
    expect(await screen.findByText('01/03/2027')).toBeInTheDocument();
  });

  it('Edit Summary: an end before the start is a warning and nothing is sent', async () => {
    const k = knownContract();
    const { user } = renderDetails(k._id);
    await user.click(await screen.findByRole('button', { name: E.editSummary }));
    await typeDate(user, E.end, '01/12/2025');
    expect(await screen.findByText(E.endBeforeStart)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: E.save })).toBeDisabled();
    expect(puts).toHaveLength(0);
  });

  it('Edit Summary: turning the contract off sends no question (dates unchanged)', async () => {
    const k = knownContract();
    const { user } = renderDetails(k._id);
    await user.click(await screen.findByRole('button', { name: E.editSummary }));
    await user.click(screen.getByRole('switch', { name: E.active }));
    await user.click(screen.getByRole('button', { name: E.save }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toMatchObject({ is_active: false });
    expect(screen.queryByText(E.confirmDates)).not.toBeInTheDocument();
    // Saved: the modal closes (and the mock has answered before the next test resets it).
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('Approval: the chosen status is saved and shown in words', async () => {
    const k = knownContract();
    const { user } = renderDetails(k._id);
    await user.click(await screen.findByRole('button', { name: E.editApproval }));
    await user.click(screen.getByLabelText(E.approval));
    await user.click((await screen.findAllByTitle('Approved')).at(-1)!);
    await user.click(screen.getByRole('button', { name: E.save }));
    await waitFor(() => expect(puts).toEqual([{ _id: k._id, version: 0, is_approved: 'APPROVED' }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a save refused as stale offers to reload the contract', async () => {
    const k = knownContract();
    const { user } = renderDetails(k._id);
    await user.click(await screen.findByRole('button', { name: E.editApproval }));
    // Someone else saved the contract after this screen loaded it.
    await fetch('http://localhost/api/store/customer_subscription', {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'x-auth-token': 'dev-token' },
      body: JSON.stringify({ customer_subscription: { _id: k._id, version: 0, is_active: false } }),
    });
    await user.click(screen.getByRole('button', { name: E.save }));
    expect((await screen.findAllByText(CHANGED_ELSEWHERE.contract.title)).length).toBeGreaterThan(0);
    expect(screen.getAllByText(CHANGED_ELSEWHERE.contract.message).length).toBeGreaterThan(0);
  });

  it('shows each edit only to a role with its permission', async () => {
    const k = knownContract();
    const finance = renderDetails(k._id, 'FINANCE');
    await screen.findByText(T.title(k.subscription_number));
    expect(screen.getByRole('button', { name: E.editSummary })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: E.editPayment })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: E.editApproval })).not.toBeInTheDocument();
    finance.unmount();
    renderDetails(k._id, 'CSC');
    await screen.findByText(T.title(k.subscription_number));
    for (const name of [E.editSummary, E.editPayment, E.editApproval])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  });
});
