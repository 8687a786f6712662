import dayjs from 'dayjs';
import { toListQuery, type CustomerFilter } from '../../shared/filter/customer-filter';
import { filterToForm, formToFilter } from '../filter/customer-filter-form';

// A Wednesday: its week is Sunday 22/11 .. Saturday 28/11.
const today = dayjs('2026-11-25');

describe('customer filter', () => {
  it('turns each date choice into store-local days', () => {
    const days = (filter: CustomerFilter) => {
      const q = toListQuery(filter, 1, today);
      return [q['filter.added_from_date'], q['filter.added_to_date']];
    };
    expect(days({ added_date_type: 'TODAY' })).toEqual(['2026-11-25', '2026-11-25']);
    expect(days({ added_date_type: 'YESTERDAY' })).toEqual(['2026-11-24', '2026-11-24']);
    expect(days({ added_date_type: 'WEEK' })).toEqual(['2026-11-22', '2026-11-28']);
    expect(days({ added_date_type: 'MONTH' })).toEqual(['2026-11-01', '2026-11-30']);
    expect(
      days({ added_date_type: 'CUSTOM', added_from_date: '2026-10-02', added_to_date: '2026-10-09' }),
    ).toEqual(['2026-10-02', '2026-10-09']);
    expect(days({})).toEqual([undefined, undefined]);
  });

  it('sends the keyword from 3 characters, trimmed', () => {
    expect(toListQuery({ keyword: ' ab ' }, 1, today)).toEqual({ limit: 10, offset: 1 });
    expect(toListQuery({ keyword: ' abc ' }, 2, today)).toEqual({
      limit: 10,
      offset: 2,
      'filter.keyword': 'abc',
    });
  });

  it('keeps the picked custom days (dd/mm/yyyy on screen) as YYYY-MM-DD, and only with CUSTOM', () => {
    const range: [dayjs.Dayjs, dayjs.Dayjs] = [dayjs('01/11/2026', 'DD/MM/YYYY'), dayjs('2026-11-15')];
    expect(
      formToFilter({ added_date_type: 'CUSTOM', added_range: range, keyword: '', points_from: 0 }),
    ).toEqual({
      added_date_type: 'CUSTOM',
      added_from_date: '2026-11-01',
      added_to_date: '2026-11-15',
      points_from: 0,
    });
    expect(formToFilter({ added_date_type: 'WEEK', added_range: range })).toEqual({
      added_date_type: 'WEEK',
    });
    const back = filterToForm({
      added_date_type: 'CUSTOM',
      added_from_date: '2026-11-01',
      added_to_date: '2026-11-15',
    });
    expect(back.added_range?.map((d) => d.format('DD/MM/YYYY'))).toEqual(['01/11/2026', '15/11/2026']);
  });

  it('sends the push flag as a boolean and ranges as numbers', () => {
    expect(
      toListQuery({ push_notification: 'false', order_total_from: 0, order_count_to: 3 }, 1, today),
    ).toEqual({
      limit: 10,
      offset: 1,
      'filter.push_notification': false,
      'filter.order_total_from': 0,
      'filter.order_count_to': 3,
    });
  });
});
