import dayjs from 'dayjs';
import { toListQuery } from '../filter/blog-filter';
import { filterToForm, formToFilter } from '../filter/blog-filter-form';
import { emptyFormValues, formValuesToInput, postToFormValues } from '../form/blog-form-values';

// A Wednesday.
const today = dayjs('2026-11-18');

describe('blog filter', () => {
  it('turns the date choices into store days and leaves empty values out', () => {
    expect(toListQuery({}, 1, today)).toEqual({ limit: 10, offset: 1 });
    expect(
      toListQuery(
        { keyword: '  ', created_date_type: 'TODAY', posted_date_type: 'MONTH', status: 'true' },
        2,
        today,
      ),
    ).toEqual({
      limit: 10,
      offset: 2,
      'filter.created_from_date': '2026-11-18',
      'filter.created_to_date': '2026-11-18',
      'filter.posted_from_date': '2026-11-01',
      'filter.posted_to_date': '2026-11-30',
      'filter.status': true,
    });
  });

  it('keeps custom days only with CUSTOM, and round-trips them through the form', () => {
    const range: [dayjs.Dayjs, dayjs.Dayjs] = [dayjs('2026-11-01'), dayjs('2026-11-05')];
    expect(formToFilter({ created_date_type: 'WEEK', created_range: range, keyword: '' })).toEqual({
      created_date_type: 'WEEK',
    });
    const custom = formToFilter({ posted_date_type: 'CUSTOM', posted_range: range, status: 'false' });
    expect(custom).toEqual({
      posted_date_type: 'CUSTOM',
      posted_from_date: '2026-11-01',
      posted_to_date: '2026-11-05',
      status: 'false',
    });
    expect(formToFilter(filterToForm(custom))).toEqual(custom);
  });
});

describe('blog form values', () => {
  it('sends a new post with the status string and the picked day; no day means the server default', () => {
    const values = { ...emptyFormValues(today), title: 'T', url_slug: 't' };
    expect(formValuesToInput(values)).toEqual({
      title: 'T',
      url_slug: 't',
      blog_content: '',
      blog_cover_pic: null,
      is_active: 'true',
      post_date: '2026-11-18',
    });
    expect(formValuesToInput({ ...values, post_date: null })).not.toHaveProperty('post_date');
  });

  it('on edit sends the day only when it changed, and null when cleared', () => {
    const initial = postToFormValues(
      {
        _id: '00000000-0000-4000-8000-000000000001',
        title: 'T',
        url_slug: 't',
        blog_content: '',
        blog_cover_pic: null,
        is_active: false,
        post_date: '2026-11-09T19:00:00.000Z',
        createdAt: '2026-11-01T00:00:00.000Z',
        updatedAt: '2026-11-01T00:00:00.000Z',
        version: 0,
      },
      'Asia/Kolkata',
    );
    expect(initial.is_active).toBe('false');
    expect(initial.post_date?.format('YYYY-MM-DD')).toBe('2026-11-10');
    expect(formValuesToInput(initial, initial)).not.toHaveProperty('post_date');
    expect(formValuesToInput({ ...initial, post_date: dayjs('2026-11-12') }, initial).post_date).toBe(
      '2026-11-12',
    );
    expect(formValuesToInput({ ...initial, post_date: null }, initial).post_date).toBeNull();
  });
});
