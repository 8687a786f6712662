import dayjs from 'dayjs';
import { dateRange, toListQuery } from '../filter/booking-filter';
import { filterToForm, formToFilter } from '../filter/booking-filter-form';

const today = dayjs('2026-11-19'); // a Thursday

describe('booking filter dates', () => {
  it.each([
    ['TODAY', '2026-11-19', '2026-11-19'],
    ['YESTERDAY', '2026-11-18', '2026-11-18'],
    ['TOMORROW', '2026-11-20', '2026-11-20'],
    ['WEEK', '2026-11-15', '2026-11-21'],
    ['MONTH', '2026-11-01', '2026-11-30'],
  ] as const)('%s is %s..%s', (option, from, to) => {
    expect(dateRange(option, today)).toEqual({ from, to });
  });

  it('ANY has no dates and CUSTOM keeps the chosen days', () => {
    expect(dateRange('ANY', today)).toEqual({});
    expect(dateRange('CUSTOM', today, { from: '2026-10-01', to: '2026-10-05' })).toEqual({
      from: '2026-10-01',
      to: '2026-10-05',
    });
  });

  it('builds the list query with only the values set', () => {
    expect(
      toListQuery({ order_delivery_date_type: 'TOMORROW', order_number: 1042, is_paid: 'PAID' }, 2, today),
    ).toEqual({
      limit: 20,
      offset: 2,
      'filter.delivery_from_date': '2026-11-20',
      'filter.delivery_to_date': '2026-11-20',
      'filter.order_number': 1042,
      'filter.is_paid': 'PAID',
    });
  });

  it('round-trips a custom range and a customer through the form', () => {
    const filter = {
      order_date_type: 'CUSTOM' as const,
      order_from_date: '2026-10-01',
      order_to_date: '2026-10-05',
      customer_id: 'c1',
      customer_label: 'Ravi Kumar',
    };
    expect(formToFilter(filterToForm(filter))).toEqual(filter);
    expect(formToFilter({ order_date_type: 'ANY', keyword: '' })).toEqual({});
  });
});
