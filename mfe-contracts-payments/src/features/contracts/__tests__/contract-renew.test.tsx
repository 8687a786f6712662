import { screen, waitFor, within } from '@testing-library/react';
import {
  CONTRACT_CREATE_MESSAGES as M,
  ROLE_PERMISSIONS,
  contractEnd,
  renewalStart,
  toast,
  type CreateContractBody,
  type Permission,
} from '@storedesk/shared';
import { CONFIRM_TEXTS } from '@storedesk/shared/ui';
import { mockContracts } from '@storedesk/shared/dev/mock-domains';
import { CONTRACT_RENEW_TEXTS as R } from '../contract-texts';
import {
  renderContractScreen,
  setUpContractScreens,
  shown,
  storeToday,
  where,
  type User,
} from './new-contract-setup';

jest.setTimeout(240_000);

const { posts } = setUpContractScreens();

/** A contract not renewed yet, on a 12-month period, ending on `end` (YYYY-MM-DD). */
function contractEnding(end: string) {
  const k = mockContracts().find((c) => !mockContracts().some((n) => n.renewed_from === c._id))!;
  Object.assign(k, { start_date: '2026-01-01', end_date: end });
  return k;
}

/**
 * No role of the permission table may edit a contract's summary without its payment (spec 2 §6's Renew holder):
 * for these tests FINANCE loses the payment permission.
 */
function summaryOnly() {
  const finance = ROLE_PERMISSIONS.FINANCE as Set<Permission>;
  beforeEach(() => finance.delete('edit_customer_subscription_payment'));
  afterEach(() => finance.add('edit_customer_subscription_payment'));
}

async function openRenewQuestion(user: User) {
  await user.click(await screen.findByRole('button', { name: R.renew }));
  const [title] = await screen.findAllByText(R.title);
  return title.closest('.ant-modal') as HTMLElement;
}

describe('Renew button (spec 2 §6)', () => {
  it.each(['FINANCE', 'CSC', 'SITEADMIN'] as const)('is not shown to %s', async (role) => {
    const k = contractEnding('2030-01-31');
    renderContractScreen(`/subscriptions/details?id=${k._id}`, role);
    expect(await screen.findByText(`Contract #${k.subscription_number}`)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: R.renew })).not.toBeInTheDocument();
  });

  it('is shown to ADMIN, whose whole contract edit includes renewing', async () => {
    const k = contractEnding('2030-01-31');
    renderContractScreen(`/subscriptions/details?id=${k._id}`, 'ADMIN');
    expect(await screen.findByRole('button', { name: R.renew })).toBeInTheDocument();
  });

  describe('for one who may edit the summary but not the payment', () => {
    summaryOnly();

    it('is shown, and a renewed contract shows the way to its successor instead', async () => {
      const k = contractEnding('2030-01-31');
      const { unmount } = renderContractScreen(`/subscriptions/details?id=${k._id}`, 'FINANCE');
      expect(await screen.findByRole('button', { name: R.renew })).toBeInTheDocument();
      unmount();
      const renewed = mockContracts().find((c) => c.renewed_from !== null)!;
      const old = mockContracts().find((c) => c._id === renewed.renewed_from)!;
      const { user } = renderContractScreen(`/subscriptions/details?id=${old._id}`, 'FINANCE');
      const link = await screen.findByRole('button', { name: R.renewedAs(renewed.subscription_number) });
      expect(screen.queryByRole('button', { name: R.renew })).not.toBeInTheDocument();
      await user.click(link);
      await waitFor(() => expect(where()).toBe(`/subscriptions/details?id=${renewed._id}`));
    });

    it('asks with the successor’s dates: the day after a future end, for the period’s months', async () => {
      const k = contractEnding('2030-01-31');
      const { user } = renderContractScreen(`/subscriptions/details?id=${k._id}`, 'FINANCE');
      const dialog = await openRenewQuestion(user);
      expect(dialog).toHaveTextContent(R.question('01/02/2030', '01/02/2031'));
      await user.click(within(dialog).getByRole('button', { name: CONFIRM_TEXTS.cancel }));
      expect(posts()).toHaveLength(0);
    });

    it('a contract ended in the past renews from today; Yes sends renewed_from once and opens the successor', async () => {
      const success = jest.spyOn(toast, 'success').mockImplementation(() => undefined);
      const k = contractEnding('2025-12-31');
      const today = storeToday().format('YYYY-MM-DD');
      const start = renewalStart(k.end_date, today);
      expect(start).toBe(today);
      const { user } = renderContractScreen(`/subscriptions/details?id=${k._id}`, 'FINANCE');
      const dialog = await openRenewQuestion(user);
      expect(dialog).toHaveTextContent(R.question(shown(start), shown(contractEnd(start, 12))));
      const yes = within(dialog).getByRole('button', { name: CONFIRM_TEXTS.ok });
      await user.dblClick(yes);
      await waitFor(() => expect(success).toHaveBeenCalledWith(M.renewedTitle, M.renewed));
      expect(posts().map((p) => (p.body as CreateContractBody).subscription)).toEqual([
        { renewed_from: k._id },
      ]);
      const successor = mockContracts().find((c) => c.renewed_from === k._id)!;
      await waitFor(() => expect(where()).toBe(`/subscriptions/details?id=${successor._id}`));
      expect(await screen.findByText(`Contract #${successor.subscription_number}`)).toBeInTheDocument();
      expect(successor).toMatchObject({ start_date: start, end_date: contractEnd(start, 12) });
      // The successor may be renewed in its turn: its button is not left busy by the renewal before.
      expect(await screen.findByRole('button', { name: R.renew })).toBeEnabled();
    });

    it('renewed elsewhere meanwhile: the 409 is said and the way to the successor shown', async () => {
      const error = jest.spyOn(toast, 'error').mockImplementation(() => undefined);
      const k = contractEnding('2030-01-31');
      const { user } = renderContractScreen(`/subscriptions/details?id=${k._id}`, 'FINANCE');
      await screen.findByRole('button', { name: R.renew });
      const elsewhere = { ...k, _id: '00000074-0000-4000-8000-0000000fffff', subscription_number: 9999 };
      mockContracts().push({ ...elsewhere, renewed_from: k._id });
      const dialog = await openRenewQuestion(user);
      await user.click(within(dialog).getByRole('button', { name: CONFIRM_TEXTS.ok }));
      await waitFor(() => expect(error).toHaveBeenCalledWith(M.alreadyRenewedTitle, M.alreadyRenewed(9999)));
      expect(await screen.findByRole('button', { name: R.renewedAs(9999) })).toBeInTheDocument();
      expect(where()).toBe(`/subscriptions/details?id=${k._id}`);
    });
  });
});
