import dayjs from 'dayjs';
import { countCartFilters, toListQuery, type CartFilter } from '../filter/cart-filter';
import { filterToForm, formToFilter } from '../filter/cart-filter-form';

// A Wednesday: its week is Sunday 22/11 .. Saturday 28/11.
const today = dayjs('2026-11-25');
const DEFAULT = { limit: 10, offset: 1, 'filter.sort': 'desc', 'filter.sort_by': 'updatedAt' };

describe('abandoned cart filter', () => {
  it('always sends the page and the default sort, updatedAt descending', () => {
    expect(toListQuery({}, 1, today)).toEqual(DEFAULT);
    expect(toListQuery({ sort: 'asc', sort_by: 'products_count' }, 3, today)).toEqual({
      ...DEFAULT,
      offset: 3,
      'filter.sort': 'asc',
      'filter.sort_by': 'products_count',
    });
  });

  it('turns each updated-date choice into store-local days', () => {
    const days = (filter: CartFilter) => {
      const q = toListQuery(filter, 1, today);
      return [q['filter.updated_from'], q['filter.updated_to']];
    };
    expect(days({ updated_date_type: 'TODAY' })).toEqual(['2026-11-25', '2026-11-25']);
    expect(days({ updated_date_type: 'YESTERDAY' })).toEqual(['2026-11-24', '2026-11-24']);
    expect(days({ updated_date_type: 'WEEK' })).toEqual(['2026-11-22', '2026-11-28']);
    expect(days({ updated_date_type: 'MONTH' })).toEqual(['2026-11-01', '2026-11-30']);
    expect(
      days({ updated_date_type: 'CUSTOM', updated_from: '2026-10-02', updated_to: '2026-10-09' }),
    ).toEqual(['2026-10-02', '2026-10-09']);
  });

  it('sends and counts a range only with both ends (spec 1 §5), 0 being an end', () => {
    expect(toListQuery({ cart_value_from: 100, products_count_to: 3 }, 1, today)).toEqual(DEFAULT);
    expect(countCartFilters({ cart_value_from: 100, products_count_to: 3 })).toBe(0);
    const both: CartFilter = {
      cart_value_from: 0,
      cart_value_to: 99.5,
      products_count_from: 1,
      products_count_to: 3,
    };
    expect(toListQuery(both, 1, today)).toEqual({
      ...DEFAULT,
      'filter.cart_value_from': 0,
      'filter.cart_value_to': 99.5,
      'filter.products_count_from': 1,
      'filter.products_count_to': 3,
    });
    expect(countCartFilters(both)).toBe(2);
  });

  it('counts customer, date choice, channel and a sort other than the default, each once', () => {
    expect(countCartFilters({ sort: 'desc', sort_by: 'updatedAt' })).toBe(0);
    expect(
      countCartFilters({
        customer_id: 'c',
        customer_label: 'Meera',
        updated_date_type: 'CUSTOM',
        updated_from: '2026-11-01',
        updated_to: '2026-11-02',
        channel: 'POS',
        sort: 'asc',
        sort_by: 'total',
      }),
    ).toBe(4);
  });

  it('keeps the chosen customer with its name and the custom days as YYYY-MM-DD, and shows the default sort', () => {
    const range: [dayjs.Dayjs, dayjs.Dayjs] = [dayjs('01/11/2026', 'DD/MM/YYYY'), dayjs('2026-11-15')];
    const filter = formToFilter({
      customer: { value: 'id-1', label: 'Meera Kapoor' },
      updated_date_type: 'CUSTOM',
      updated_range: range,
      sort: 'desc',
      sort_by: 'createdAt',
    });
    expect(filter).toEqual({
      customer_id: 'id-1',
      customer_label: 'Meera Kapoor',
      updated_date_type: 'CUSTOM',
      updated_from: '2026-11-01',
      updated_to: '2026-11-15',
      sort: 'desc',
      sort_by: 'createdAt',
    });
    expect(formToFilter({ updated_date_type: 'WEEK', updated_range: range, customer: null })).toEqual({
      updated_date_type: 'WEEK',
    });
    const back = filterToForm(filter);
    expect(back.customer).toEqual({ value: 'id-1', label: 'Meera Kapoor' });
    expect(back.updated_range?.map((d) => d.format('DD/MM/YYYY'))).toEqual(['01/11/2026', '15/11/2026']);
    expect(filterToForm({})).toMatchObject({ sort: 'desc', sort_by: 'updatedAt', customer: null });
  });
});
