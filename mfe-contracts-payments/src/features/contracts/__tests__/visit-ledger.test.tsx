import { screen, within } from '@testing-library/react';
import { mockContractItems, mockOrders } from '@storedesk/shared/dev/mock-domains';
import { CONTRACT_DETAIL_TEXTS as D } from '../contract-texts';
import { renderContractScreen, setUpContractScreens, storeToday } from './new-contract-setup';
import { readyContract } from './request-service-setup';

jest.setTimeout(120_000);

setUpContractScreens();

describe('the visit ledger on the contract details (issue 23)', () => {
  it('says "N of M visits used" per service and lists the bookings that used them, linked', async () => {
    const k = readyContract({}, 2);
    const [item] = mockContractItems(k);
    const [a, b] = mockOrders(storeToday().format('YYYY-MM-DD')).orders.slice(0, 2);
    item.visits = [
      {
        _id: a._id,
        order_number: a.order_number,
        delivery_date: '2026-03-05',
        quantity: 1,
        status_name: 'New',
      },
      {
        _id: b._id,
        order_number: b.order_number,
        delivery_date: '2026-02-01',
        quantity: 1,
        status_name: 'Completed',
      },
    ];
    Object.assign(item, { total_quantity: 4, available_quantity: 2 });
    renderContractScreen(`/subscriptions/details?id=${k._id}`, 'CSC');
    const table = await screen.findByRole('table', { name: D.items });
    expect(within(table).getByText(D.visitsUsed(2, 4))).toBeInTheDocument();
    const bookings = within(table).getByRole('list', { name: D.visitBookings });
    const rows = within(bookings).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      `#${a.order_number}05/03/2026New`,
      `#${b.order_number}01/02/2026Completed`,
    ]);
    expect(within(rows[0]).getByRole('link').getAttribute('href')).toBe(`/orders/${a._id}`);
    expect(within(rows[1]).getByRole('link').getAttribute('href')).toBe(`/orders/${b._id}`);
  });

  it('says when no visit is used yet', async () => {
    const k = readyContract({}, 3);
    const [item] = mockContractItems(k);
    Object.assign(item, { visits: [], total_quantity: 3 });
    renderContractScreen(`/subscriptions/details?id=${k._id}`);
    const table = await screen.findByRole('table', { name: D.items });
    expect(within(table).getByText(D.visitsUsed(0, 3))).toBeInTheDocument();
    expect(within(table).getByText(D.noVisitsYet)).toBeInTheDocument();
  });
});
