import { screen, waitFor, within } from '@testing-library/react';
import { STORAGE_KEYS, toApiDate, todayInZone } from '@storedesk/shared';
import { FILTER_TEXTS } from '@storedesk/shared/ui';
import { expectTypedPagesRefused, jumpToPage } from '@storedesk/shared/testing';
import { CARTS_TEXTS as T } from '../abandoned-carts-texts';
import {
  DEFAULT_QUERY,
  F,
  filterDialog,
  lastQuery,
  listQueries,
  MEERA,
  pick,
  renderCarts,
  rowOf,
  searchQueries,
  setUpAbandonedCartsTests,
} from './abandoned-carts-setup';

// antd tables, selects and modals are slow in jsdom on a busy 2-core machine.
jest.setTimeout(300_000);
setUpAbandonedCartsTests();

describe('abandoned carts', () => {
  it('asks for 10 carts from page 1 in updatedAt descending order, shows the columns, and refuses a typed page outside 1..pages', async () => {
    const { user } = renderCarts();
    expect(await screen.findByText('Customer1 Test')).toBeInTheDocument();
    expect(screen.queryAllByText(/^Customer\d+ Test$/)).toHaveLength(10);
    expect(listQueries[0]).toEqual(DEFAULT_QUERY);
    const first = rowOf('Customer2 Test');
    for (const text of [
      '+91 9000000002',
      'customer2@example.test',
      'Web App',
      '2',
      '₹2,001.00',
      '20/11/2026',
      '12:30 AM',
    ])
      expect(within(first).getByText(text)).toBeInTheDocument();
    const head = document.querySelector('thead') as HTMLElement;
    for (const title of Object.values(T.columns)) expect(within(head).getByText(title)).toBeInTheDocument();

    await expectTypedPagesRefused(user, ['4', '0'], () => listQueries.map((q) => q.offset));

    await jumpToPage(user, '3');
    expect(await screen.findByText('Customer25 Test')).toBeInTheDocument();
    expect(lastQuery()).toEqual({ ...DEFAULT_QUERY, offset: '3' });
  });

  it('searches customers from 3 characters, applies the filter with the spec names and remembers it in local storage', async () => {
    const { user } = renderCarts();
    await screen.findByText('Customer1 Test');
    await user.click(screen.getByLabelText(FILTER_TEXTS.button));
    const dialog = await filterDialog();

    const customer = within(dialog).getByLabelText(F.customer);
    await user.type(customer, 'me');
    expect(await screen.findByText(F.customerTooShort)).toBeInTheDocument();
    expect(searchQueries).toEqual([]);
    await user.type(customer, 'era', { skipClick: true });
    const [meera] = await screen.findAllByTitle('Meera Kapoor (9800000001)');
    expect(searchQueries[searchQueries.length - 1]).toEqual({
      limit: '15',
      offset: '1',
      'filter.keyword': 'meera',
    });
    expect(searchQueries.every((q) => q['filter.keyword'].length >= 3)).toBe(true);
    await user.click(meera);

    await pick(user, F.updatedDate, T.dateOptions.WEEK);
    await user.type(within(dialog).getByLabelText(F.cartValueFrom), '100');
    await user.type(within(dialog).getByLabelText(F.cartValueTo), '500');
    // One end of the products count only: kept in the form, but neither sent nor counted.
    await user.type(within(dialog).getByLabelText(F.productsCountFrom), '2');
    await pick(user, F.channel, 'Web App');
    await pick(user, F.sortBy, T.sortByOptions.total);
    await pick(user, F.sort, T.sortOptions.asc);
    await user.click(within(dialog).getByText(FILTER_TEXTS.apply));

    const today = todayInZone('Asia/Kolkata');
    await waitFor(() =>
      expect(lastQuery()).toEqual({
        limit: '10',
        offset: '1',
        'filter.customer_id': MEERA,
        'filter.updated_from': toApiDate(today.startOf('week')),
        'filter.updated_to': toApiDate(today.endOf('week')),
        'filter.cart_value_from': '100',
        'filter.cart_value_to': '500',
        'filter.channel': 'WEB_APP',
        'filter.sort': 'asc',
        'filter.sort_by': 'total',
      }),
    );
    expect(listQueries.some((q) => 'filter.products_count_from' in q)).toBe(false);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.cartFilter) ?? '{}')).toEqual({
      customer_id: MEERA,
      customer_label: 'Meera Kapoor (9800000001)',
      updated_date_type: 'WEEK',
      cart_value_from: 100,
      cart_value_to: 500,
      products_count_from: 2,
      channel: 'WEB_APP',
      sort: 'asc',
      sort_by: 'total',
    });
    expect(sessionStorage.getItem(STORAGE_KEYS.cartFilter)).toBeNull();
    // Customer, date, value range, channel, sort: the one-ended products range is not counted.
    expect(screen.getByLabelText(`${FILTER_TEXTS.button} (5)`)).toBeInTheDocument();
  });

  it('opens with the remembered filter, sends a range only with both ends, shows the custom days and the customer, and Reset forgets it', async () => {
    localStorage.setItem(
      STORAGE_KEYS.cartFilter,
      JSON.stringify({
        customer_id: MEERA,
        customer_label: 'Meera Kapoor (9800000001)',
        updated_date_type: 'CUSTOM',
        updated_from: '2026-11-01',
        updated_to: '2026-11-15',
        cart_value_from: 100,
        products_count_from: 1,
        products_count_to: 3,
      }),
    );
    const { user } = renderCarts();
    await screen.findByText('Customer1 Test');
    expect(listQueries[0]).toEqual({
      ...DEFAULT_QUERY,
      'filter.customer_id': MEERA,
      'filter.updated_from': '2026-11-01',
      'filter.updated_to': '2026-11-15',
      'filter.products_count_from': '1',
      'filter.products_count_to': '3',
    });
    await user.click(screen.getByLabelText(`${FILTER_TEXTS.button} (3)`));
    const dialog = await filterDialog();
    expect(within(dialog).getByDisplayValue('01/11/2026')).toBeInTheDocument();
    expect(within(dialog).getByDisplayValue('15/11/2026')).toBeInTheDocument();
    expect(within(dialog).getByDisplayValue('100.00')).toBeInTheDocument();
    expect(within(dialog).getByTitle('Meera Kapoor (9800000001)')).toBeInTheDocument();
    await user.click(within(dialog).getByText(FILTER_TEXTS.reset));
    await waitFor(() => expect(lastQuery()).toEqual(DEFAULT_QUERY));
    expect(localStorage.getItem(STORAGE_KEYS.cartFilter)).toBeNull();
    expect(screen.getByLabelText(FILTER_TEXTS.button)).toBeInTheDocument();
  });

  it('shows the filters in force as tags (a range only with both ends); closing one drops it and asks again', async () => {
    localStorage.setItem(
      STORAGE_KEYS.cartFilter,
      JSON.stringify({
        customer_id: MEERA,
        customer_label: 'Meera Kapoor',
        updated_date_type: 'CUSTOM',
        updated_from: '2026-11-01',
        updated_to: '2026-11-15',
        cart_value_from: 100,
        products_count_from: 1,
        products_count_to: 3,
      }),
    );
    const { user } = renderCarts();
    await screen.findByText('Customer1 Test');
    expect(screen.getByText('Customer: Meera Kapoor')).toBeInTheDocument();
    expect(screen.getByText('Updated Date: 01/11/2026 – 15/11/2026')).toBeInTheDocument();
    expect(screen.getByText('Products Count: 1 – 3')).toBeInTheDocument();
    expect(screen.queryByText(/^Cart Value: /)).toBeNull();
    await user.click(screen.getByLabelText('Remove filter Customer'));
    await waitFor(() =>
      expect(lastQuery()).toEqual({
        ...DEFAULT_QUERY,
        'filter.updated_from': '2026-11-01',
        'filter.updated_to': '2026-11-15',
        'filter.products_count_from': '1',
        'filter.products_count_to': '3',
      }),
    );
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.cartFilter) ?? '{}')).not.toHaveProperty(
      'customer_label',
    );
    await user.click(screen.getByText('Clear all'));
    await waitFor(() => expect(lastQuery()).toEqual(DEFAULT_QUERY));
  });
});
