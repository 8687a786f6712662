import { screen, waitFor, within } from '@testing-library/react';
import type dayjs from 'dayjs';
import { contractEnd, earliestContractStart } from '@storedesk/shared';
import { MOCK_PRODUCTS, mockPlans } from '@storedesk/shared/dev/mock-domains';
import { NEW_CONTRACT_TEXTS as T } from '../new/new-contract-texts';
import {
  chooseTerms,
  pick,
  renderContractScreen,
  setUpContractScreens,
  shown,
  storeToday,
  typeDay,
} from './new-contract-setup';

jest.setTimeout(240_000);

const { calls } = setUpContractScreens();

const price = () => screen.getByTestId('contract-price').textContent;
const dayIn = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;
const itemNames = () =>
  screen.queryAllByLabelText(/^Per visit quantity of /).map((el) => el.getAttribute('aria-label'));

describe('New contract: choices and what they reset (spec 2 §4)', () => {
  it('a billing period sets the price, starts today and ends after its months; a new start moves the end', async () => {
    const { user } = renderContractScreen('/subscriptions/new');
    await chooseTerms(user);
    const today = storeToday();
    expect(price()).toBe('₹1,599.00');
    expect(dayIn(T.start)).toBe(shown(today));
    expect(dayIn(T.end)).toBe(shown(contractEnd(today.format('YYYY-MM-DD'), 12)));
    // The plans list the master contract screens use: 100 from page 1.
    const plansCall = calls.find((c) => c.url.pathname.endsWith('store/subscription/all'))!;
    expect(Object.fromEntries(plansCall.url.searchParams)).toEqual({ limit: '100', offset: '1' });

    // A month end stays a month end in a shorter month: 31/08 + 6 months is the end of February.
    await pick(user, T.period, /^Half-yearly/);
    expect(price()).toBe('₹899.00');
    const year = today.year() + 1;
    await typeDay(user, T.start, `31/08/${year}`);
    await waitFor(() => expect(dayIn(T.end)).toBe(shown(contractEnd(`${year}-08-31`, 6))));
    expect(dayIn(T.end)).toMatch(/^(28|29)\/02\//);
  });

  it('a new master contract resets variant, billing period, price and items; a new variant resets the period and takes its items', async () => {
    const { user } = renderContractScreen('/subscriptions/new');
    await chooseTerms(user);
    expect(itemNames()).toEqual(['Per visit quantity of AC Service & Repair (Split AC)']);

    await pick(user, T.variant, '2 ACs');
    expect(price()).toBe(T.none);
    expect(screen.getByLabelText(T.period).closest('.ant-select')).not.toHaveTextContent(/Yearly/);
    expect(itemNames()).toHaveLength(1);
    await pick(user, T.period, /^Yearly/);
    expect(price()).toBe('₹2,999.00');

    await pick(user, T.plan, 'Home Hygiene Subscription');
    expect(price()).toBe(T.none);
    expect(itemNames()).toEqual([]);
    expect(screen.getByText(T.itemsHint)).toBeInTheDocument();
    expect(screen.getByLabelText(T.variant).closest('.ant-select')).not.toHaveTextContent('2 ACs');
    // Inactive plans are not offered.
    await user.click(screen.getByLabelText(T.plan));
    expect(screen.queryAllByTitle('Pest Shield')).toHaveLength(0);
  });

  it('the variant’s services are listed with a per-visit quantity; one can be removed but the last one stays', async () => {
    // The 1 AC variant covering the Window AC too.
    const variant = mockPlans()[0].variants[0];
    const split = variant.applicable_to[0];
    const windowAc = MOCK_PRODUCTS.find((p) => p._id === split.product_id)!.variants[1];
    variant.applicable_to.push({
      ...split,
      selected_product_variant_id: windowAc._id,
      variant_name: windowAc.name,
    });
    const { user } = renderContractScreen('/subscriptions/new');
    await chooseTerms(user);
    expect(itemNames()).toEqual([
      'Per visit quantity of AC Service & Repair (Split AC)',
      'Per visit quantity of AC Service & Repair (Window AC)',
    ]);
    const quantity = screen.getByLabelText('Per visit quantity of AC Service & Repair (Window AC)');
    await user.clear(quantity);
    await user.type(quantity, '3');
    expect(quantity).toHaveValue('3');
    await user.click(screen.getByRole('button', { name: T.removeItem('AC Service & Repair (Split AC)') }));
    expect(itemNames()).toEqual(['Per visit quantity of AC Service & Repair (Window AC)']);
    expect(screen.getByLabelText(/^Per visit quantity of /)).toHaveValue('3');
    expect(screen.getByRole('button', { name: /^Remove / })).toBeDisabled();
  });

  it('a start earlier than a year ago is off in the calendar; the end cannot be on or before the start', async () => {
    const { user } = renderContractScreen('/subscriptions/new');
    await chooseTerms(user);
    const earliest = earliestContractStart(storeToday().format('YYYY-MM-DD'));
    const dayBefore = storeToday().subtract(12, 'month').subtract(1, 'day');
    await user.click(screen.getByLabelText(T.start));
    const panel = document.querySelector(
      '.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)',
    ) as HTMLElement;
    await user.click(panel.querySelector('.ant-picker-header-super-prev-btn') as HTMLElement);
    await waitFor(() => expect(panel.querySelector(`td[title="${earliest}"]`)).not.toBeNull());
    expect(panel.querySelector(`td[title="${earliest}"]`)).not.toHaveClass('ant-picker-cell-disabled');
    const before = panel.querySelector(`td[title="${dayBefore.format('YYYY-MM-DD')}"]`);
    if (before) expect(before).toHaveClass('ant-picker-cell-disabled');
    await user.keyboard('{Escape}');

    // The end's calendar opens on the end (a year on): a year back, the start (today) is off, the day after is on.
    await user.click(screen.getByLabelText(T.end));
    const endPanel = [...document.querySelectorAll<HTMLElement>('.ant-picker-dropdown')].at(-1)!;
    await user.click(endPanel.querySelector('.ant-picker-header-super-prev-btn') as HTMLElement);
    const cell = (day: dayjs.Dayjs) => endPanel.querySelector(`td[title="${day.format('YYYY-MM-DD')}"]`);
    await waitFor(() => expect(cell(storeToday())).toHaveClass('ant-picker-cell-disabled'));
    const tomorrow = cell(storeToday().add(1, 'day'));
    if (tomorrow) expect(tomorrow).not.toHaveClass('ant-picker-cell-disabled');
  });

  it('request_customer_payment forces unpaid and locks the toggle; another method marks it paid', async () => {
    const { user } = renderContractScreen('/subscriptions/new');
    const paid = screen.getByRole('switch', { name: T.paid });
    await waitFor(() => expect(screen.getByLabelText(T.paymentMethod)).toBeEnabled());
    await pick(user, T.paymentMethod, 'Cash');
    await waitFor(() => expect(paid).toBeChecked());
    expect(paid).toBeEnabled();
    await pick(user, T.paymentMethod, 'Request payment from customer');
    await waitFor(() => expect(paid).not.toBeChecked());
    expect(paid).toBeDisabled();
    await pick(user, T.paymentMethod, 'UPI');
    await waitFor(() => expect(paid).toBeChecked());
    expect(within(paid.closest('.ant-form-item') as HTMLElement).getByRole('switch')).toBeEnabled();
  });
});
