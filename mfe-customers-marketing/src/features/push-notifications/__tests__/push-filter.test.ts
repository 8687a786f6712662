import dayjs from 'dayjs';
import { countPushFilters, toPushListQuery } from '../filter/push-filter';
import { pushFilterToForm, pushFormToFilter } from '../filter/push-filter-form';

// A Wednesday: its week is Sunday 22/11 .. Saturday 28/11.
const today = dayjs('2026-11-25');
const ID = '00000030-0000-4000-8000-000000000001';

describe('push notification history filter', () => {
  it('asks for 10 from the given page, with nothing else when the filter is empty', () => {
    expect(toPushListQuery({}, 1, today)).toEqual({ limit: 10, offset: 1 });
    expect(toPushListQuery({}, 4, today)).toEqual({ limit: 10, offset: 4 });
  });

  it('sends the keyword trimmed, the customer and the created days of each date choice', () => {
    const days = (created_date_type: 'TODAY' | 'YESTERDAY' | 'WEEK' | 'MONTH') => {
      const q = toPushListQuery({ created_date_type }, 1, today);
      return [q['filter.created_from_date'], q['filter.created_to_date']];
    };
    expect(days('TODAY')).toEqual(['2026-11-25', '2026-11-25']);
    expect(days('YESTERDAY')).toEqual(['2026-11-24', '2026-11-24']);
    expect(days('WEEK')).toEqual(['2026-11-22', '2026-11-28']);
    expect(days('MONTH')).toEqual(['2026-11-01', '2026-11-30']);
    expect(
      toPushListQuery(
        {
          keyword: '  offer ',
          customer_id: ID,
          created_date_type: 'CUSTOM',
          created_from: '2026-10-02',
          created_to: '2026-10-09',
        },
        2,
        today,
      ),
    ).toEqual({
      limit: 10,
      offset: 2,
      'filter.keyword': 'offer',
      'filter.customer_id': ID,
      'filter.created_from_date': '2026-10-02',
      'filter.created_to_date': '2026-10-09',
    });
    expect(toPushListQuery({ keyword: '   ' }, 1, today)).toEqual({ limit: 10, offset: 1 });
  });

  it('counts keyword, date choice and customer once each', () => {
    expect(countPushFilters({})).toBe(0);
    expect(countPushFilters({ keyword: ' ' })).toBe(0);
    expect(
      countPushFilters({
        keyword: 'offer',
        created_date_type: 'CUSTOM',
        created_from: '2026-10-02',
        created_to: '2026-10-09',
        customer_id: ID,
        customer_label: 'Meera Kapoor',
      }),
    ).toBe(3);
  });

  it('keeps the custom days only with CUSTOM and the customer with its label, dropping empty values', () => {
    const form = pushFilterToForm({
      customer_id: ID,
      customer_label: 'Meera Kapoor',
      created_date_type: 'CUSTOM',
      created_from: '2026-10-02',
      created_to: '2026-10-09',
    });
    expect(form.customer).toEqual({ value: ID, label: 'Meera Kapoor' });
    expect(form.created_range?.map((d) => d.format('DD/MM/YYYY'))).toEqual(['02/10/2026', '09/10/2026']);
    expect(pushFormToFilter(form)).toEqual({
      customer_id: ID,
      customer_label: 'Meera Kapoor',
      created_date_type: 'CUSTOM',
      created_from: '2026-10-02',
      created_to: '2026-10-09',
    });
    expect(pushFormToFilter({ ...form, created_date_type: 'WEEK', keyword: ' ', customer: null })).toEqual({
      created_date_type: 'WEEK',
    });
  });
});
