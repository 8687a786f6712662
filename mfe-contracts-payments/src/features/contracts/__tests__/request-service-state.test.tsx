import { screen, waitFor, within } from '@testing-library/react';
import { SERVICE_REQUEST_MESSAGES as M, type ContractListRow } from '@storedesk/shared';
import { CONFIRM_TEXTS } from '@storedesk/shared/ui';
import { REQUEST_SERVICE_TEXTS as R } from '../request/request-service-texts';
import { renderContractScreen, setUpContractScreens, storeToday } from './new-contract-setup';
import { readyContract, requestDialog } from './request-service-setup';

jest.setTimeout(240_000);

setUpContractScreens();

const details = (k: ContractListRow) => `/subscriptions/details?id=${k._id}`;

describe('Request New Service: the state question (spec 2 §4)', () => {
  const today = () => storeToday().format('YYYY-MM-DD');
  it.each<[string, () => Partial<ContractListRow>, string[]]>([
    ['on hold', () => ({ is_approved: 'ON_HOLD' }), ['On Hold']],
    ['rejected', () => ({ is_approved: 'REJECTED' }), ['Rejected']],
    ['cancelled', () => ({ is_approved: 'CANCELLED' }), ['Cancelled']],
    ['pending approval', () => ({ is_approved: 'PENDING_APPROVAL' }), ['Pending Approval']],
    ['flagged expired', () => ({ is_expired: true }), ['Expired']],
    ['ending today (not after now)', () => ({ end_date: today() }), ['Expired']],
    ['inactive', () => ({ is_active: false }), ['InActive']],
    ['inactive and on hold', () => ({ is_active: false, is_approved: 'ON_HOLD' }), ['InActive', 'On Hold']],
  ])(
    'a contract %s has its state said and the question asked; No opens nothing',
    async (_, change, states) => {
      const k = readyContract(change());
      const { user } = renderContractScreen(details(k), 'CSC');
      await user.click(await screen.findByRole('button', { name: R.button }));
      const question = await screen.findByText(`${R.state(states)} ${M.confirmState}`);
      const dialog = question.closest('.ant-modal') as HTMLElement;
      await user.click(within(dialog).getByRole('button', { name: CONFIRM_TEXTS.cancel }));
      await waitFor(() => expect(question).not.toBeInTheDocument());
      expect(screen.queryAllByText(R.title, { selector: '.ant-modal-title' })).toHaveLength(0);
    },
  );

  it('Yes after the question opens the form', async () => {
    const k = readyContract({ is_approved: 'ON_HOLD' });
    const { user } = renderContractScreen(details(k));
    await user.click(await screen.findByRole('button', { name: R.button }));
    const question = await screen.findByText(`${R.state(['On Hold'])} ${M.confirmState}`);
    await user.click(
      within(question.closest('.ant-modal') as HTMLElement).getByRole('button', { name: CONFIRM_TEXTS.ok }),
    );
    expect(within(await requestDialog()).getByText(R.item)).toBeInTheDocument();
  });

  it('an active, approved contract opens the form at once, without a question', async () => {
    const k = readyContract();
    const { user } = renderContractScreen(details(k), 'CSC');
    await user.click(await screen.findByRole('button', { name: R.button }));
    expect(within(await requestDialog()).getByText(R.item)).toBeInTheDocument();
    expect(screen.queryByText(M.confirmState, { exact: false })).not.toBeInTheDocument();
  });

  it.each(['FINANCE', 'SITEADMIN'] as const)('is not offered to %s', async (role) => {
    const k = readyContract();
    renderContractScreen(details(k), role);
    expect(await screen.findByText(`Contract #${k.subscription_number}`)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: R.button })).not.toBeInTheDocument();
  });
});
