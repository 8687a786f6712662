import { screen, waitFor, within } from '@testing-library/react';
import { CUSTOMER_DETAIL_TEXTS as T } from '../customer-detail-texts';
import { APPROVAL_LABELS, CONTRACT_STATUS } from '@storedesk/shared';
import {
  calls,
  listQuery,
  renderDetail,
  section,
  setUpCustomerDetailTests,
  uuid,
} from './customer-detail-setup';

/** The customer detail screen's tables: bookings, payment requests and contracts, each paged on its own. */
setUpCustomerDetailTests();

describe('customer detail: tables', () => {
  it('pages each list on its own: 10 a page, offset 1 then 2, with the customer filter', async () => {
    const { user } = renderDetail();
    await screen.findByText('#1001');
    await waitFor(() => expect(calls.contracts).toHaveLength(1));
    expect(calls.orders).toEqual([listQuery(1)]);
    expect(calls.payments).toEqual([listQuery(1)]);
    expect(calls.contracts).toEqual([listQuery(1)]);
    expect(within(section(T.orders.title)).getByText('#1001').closest('a')).toHaveAttribute(
      'href',
      `/orders/${uuid(0x71, 1)}`,
    );
    expect(within(section(T.payments.title)).getByText('Booking #1001')).toBeInTheDocument();

    for (const [title, key, first] of [
      [T.orders.title, 'orders', '#1011'],
      [T.payments.title, 'payments', '#7011'],
      [T.contracts.title, 'contracts', '#5011'],
    ] as const) {
      await user.click(within(section(title)).getByTitle('2'));
      expect(await within(section(title)).findByText(first)).toBeInTheDocument();
      expect(calls[key].map((q) => q.offset)).toEqual(['1', '2']);
      expect(calls[key][1]).toEqual(listQuery(2));
    }
    // Paging one list asked nothing of the others again.
    expect(calls.orders).toHaveLength(2);
    expect(calls.payments).toHaveLength(2);
  });

  it('shows each contract as Expired, Active or InActive', async () => {
    renderDetail();
    await screen.findByText(`${T.title}: Meera Kapoor`);
    const rowOf = async (number: string) =>
      (await within(section(T.contracts.title)).findByText(number)).closest('tr') as HTMLElement;
    expect(within(await rowOf('#5001')).getByText(CONTRACT_STATUS.expired)).toBeInTheDocument();
    expect(within(await rowOf('#5002')).getByText(CONTRACT_STATUS.expired)).toBeInTheDocument();
    expect(within(await rowOf('#5003')).getByText(CONTRACT_STATUS.active)).toBeInTheDocument();
    expect(within(await rowOf('#5004')).getByText(CONTRACT_STATUS.inactive)).toBeInTheDocument();
  });

  it('links each contract to its details and names its approval in words', async () => {
    renderDetail();
    await screen.findByText(`${T.title}: Meera Kapoor`);
    const link = await within(section(T.contracts.title)).findByRole('link', { name: '#5001' });
    expect(link.getAttribute('href')).toMatch(/^\/subscriptions\/details\?id=[0-9a-f-]{36}$/);
    const rows = within(section(T.contracts.title)).getAllByRole('row').slice(1);
    for (const row of rows) {
      expect(row.textContent).not.toMatch(/APPROVED|PENDING_APPROVAL|ON_HOLD/);
      expect(Object.values(APPROVAL_LABELS).some((label) => row.textContent?.includes(label))).toBe(true);
    }
  });
});
