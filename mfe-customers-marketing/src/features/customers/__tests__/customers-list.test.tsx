import { screen, waitFor, within } from '@testing-library/react';
import { STORAGE_KEYS, toApiDate, todayInZone } from '@storedesk/shared';
import { FILTER_TEXTS, KEYWORD_TOO_SHORT } from '@storedesk/shared/ui';
import { expectTypedPagesRefused, jumpToPage } from '@storedesk/shared/testing';
import { CUSTOMERS_TEXTS as T } from '../customers-texts';
import {
  customerNames,
  filterDialog,
  lastQuery,
  listQueries,
  pick,
  renderList,
  setUpCustomersListTests,
} from './customers-list-setup';

// antd tables, selects and modals are slow in jsdom on a busy 2-core machine.
jest.setTimeout(300_000);
setUpCustomersListTests();

describe('customer list', () => {
  it('shows 10 customers from page 1 with the store-zone created date, and refuses a typed page outside 1..pages', async () => {
    const { user } = renderList();
    expect(await screen.findByText('Customer1 Test')).toBeInTheDocument();
    expect(customerNames()).toHaveLength(10);
    expect(listQueries[0]).toEqual({ limit: '10', offset: '1' });
    const first = screen.getByText('Customer1 Test').closest('tr') as HTMLElement;
    for (const text of ['+91 9000000001', 'customer1@example.test', '10', '₹100.50', '20/11/2026'])
      expect(within(first).getByText(text)).toBeInTheDocument();
    const head = document.querySelector('thead') as HTMLElement;
    for (const title of Object.values(T.columns)) expect(within(head).getByText(title)).toBeInTheDocument();

    await expectTypedPagesRefused(user, ['4', '0', 'x'], () => listQueries.map((q) => q.offset));

    await jumpToPage(user, '3');
    expect(await screen.findByText('Customer25 Test')).toBeInTheDocument();
    expect(lastQuery()).toEqual({ limit: '10', offset: '3' });
    expect(customerNames()).toHaveLength(5);
  });

  it('applies the filter with the spec query names and remembers it in session storage', async () => {
    const { user } = renderList();
    await screen.findByText('Customer1 Test');
    await user.click(screen.getByLabelText(FILTER_TEXTS.button));
    const dialog = await filterDialog();
    await user.type(within(dialog).getByLabelText(T.filter.keyword), ' meera ');
    await pick(user, T.filter.addedDate, T.dateOptions.WEEK);
    await user.type(within(dialog).getByLabelText(T.filter.orderCountFrom), '2');
    await user.type(within(dialog).getByLabelText(T.filter.pointsTo), '500');
    await user.type(within(dialog).getByLabelText(T.filter.orderTotalFrom), '99.5');
    await pick(user, T.filter.pushNotification, T.pushOptions.true);
    await user.click(within(dialog).getByText(FILTER_TEXTS.apply));

    const today = todayInZone('Asia/Kolkata');
    await waitFor(() =>
      expect(lastQuery()).toEqual({
        limit: '10',
        offset: '1',
        'filter.keyword': 'meera',
        'filter.added_from_date': toApiDate(today.startOf('week')),
        'filter.added_to_date': toApiDate(today.endOf('week')),
        'filter.order_count_from': '2',
        'filter.points_to': '500',
        'filter.order_total_from': '99.5',
        'filter.push_notification': 'true',
      }),
    );
    // Kept as the choices made (so "This Week" stays this week), in session storage and not local storage.
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.customerFilter) ?? '{}')).toEqual({
      keyword: ' meera ',
      added_date_type: 'WEEK',
      order_count_from: 2,
      points_to: 500,
      order_total_from: 99.5,
      push_notification: 'true',
    });
    expect(localStorage.getItem(STORAGE_KEYS.customerFilter)).toBeNull();
    expect(screen.getByLabelText(`${FILTER_TEXTS.button} (6)`)).toBeInTheDocument();
  });

  it('opens with the remembered filter, sends custom days as YYYY-MM-DD and shows them dd/mm/yyyy, and Reset forgets it', async () => {
    sessionStorage.setItem(
      STORAGE_KEYS.customerFilter,
      JSON.stringify({
        added_date_type: 'CUSTOM',
        added_from_date: '2026-11-01',
        added_to_date: '2026-11-15',
      }),
    );
    const { user } = renderList();
    await screen.findByText('Customer1 Test');
    expect(listQueries[0]).toEqual({
      limit: '10',
      offset: '1',
      'filter.added_from_date': '2026-11-01',
      'filter.added_to_date': '2026-11-15',
    });
    await user.click(screen.getByLabelText(`${FILTER_TEXTS.button} (1)`));
    const dialog = await filterDialog();
    expect(within(dialog).getByDisplayValue('01/11/2026')).toBeInTheDocument();
    expect(within(dialog).getByDisplayValue('15/11/2026')).toBeInTheDocument();
    await user.click(within(dialog).getByText(FILTER_TEXTS.reset));
    await waitFor(() => expect(lastQuery()).toEqual({ limit: '10', offset: '1' }));
    expect(sessionStorage.getItem(STORAGE_KEYS.customerFilter)).toBeNull();
  });

  it('says a keyword under 3 characters is too short, and neither sends nor counts it', async () => {
    const { user } = renderList();
    await screen.findByText('Customer1 Test');
    await user.click(screen.getByLabelText(FILTER_TEXTS.button));
    const dialog = await filterDialog();
    await user.type(within(dialog).getByLabelText(T.filter.keyword), ' me ');
    expect(within(dialog).getByText(KEYWORD_TOO_SHORT)).toBeInTheDocument();
    await pick(user, T.filter.pushNotification, T.pushOptions.false);
    await user.click(within(dialog).getByText(FILTER_TEXTS.apply));
    await waitFor(() =>
      expect(lastQuery()).toEqual({ limit: '10', offset: '1', 'filter.push_notification': 'false' }),
    );
    expect(listQueries.some((q) => 'filter.keyword' in q)).toBe(false);
    // Only the push choice counts on the button.
    expect(screen.getByRole('button', { name: `${FILTER_TEXTS.button} (1)` })).toBeInTheDocument();
  });

  it('Enter in the keyword applies the filter', async () => {
    const { user } = renderList();
    await screen.findByText('Customer1 Test');
    await user.click(screen.getByLabelText(FILTER_TEXTS.button));
    const dialog = await filterDialog();
    await user.type(within(dialog).getByLabelText(T.filter.keyword), 'meera{Enter}');
    await waitFor(() => expect(lastQuery()).toEqual({ limit: '10', offset: '1', 'filter.keyword': 'meera' }));
    expect(screen.getByRole('button', { name: `${FILTER_TEXTS.button} (1)` })).toBeInTheDocument();
  });

  it('shows the filters in force as tags; closing one drops it and asks again from page 1', async () => {
    sessionStorage.setItem(
      STORAGE_KEYS.customerFilter,
      JSON.stringify({ push_notification: 'true', added_date_type: 'CUSTOM', added_from_date: '2026-11-01' }),
    );
    const { user } = renderList();
    await screen.findByText('Customer1 Test');
    expect(screen.getByText(`${T.filter.pushNotification}: ${T.pushOptions.true}`)).toBeInTheDocument();
    expect(screen.getByText(`${T.filter.addedDate}: 01/11/2026`)).toBeInTheDocument();
    await user.click(screen.getByLabelText(`Remove filter ${T.filter.addedDate}`));
    await waitFor(() =>
      expect(lastQuery()).toEqual({ limit: '10', offset: '1', 'filter.push_notification': 'true' }),
    );
    expect(screen.queryByText(`${T.filter.addedDate}: 01/11/2026`)).toBeNull();
  });
});
