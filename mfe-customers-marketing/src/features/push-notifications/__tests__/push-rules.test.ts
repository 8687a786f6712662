import dayjs from 'dayjs';
import * as C from '@storedesk/shared/contracts';
import { NEW_PUSH_TEXTS as T } from '../new-push-texts';
import { buildPushDetails, type NewPushValues, type RecipientSelection } from '../filter/push-payload';
import { recipientCount, resolveCriteria, toRecipientQuery } from '../filter/recipient-criteria';
import { disabledScheduleTime, isScheduleDayDisabled } from '../filter/schedule';

const now = dayjs('2026-11-25T14:23:00');
const ID = (n: number) => `00000030-0000-4000-8000-${String(n).padStart(12, '0')}`;
const BASE: NewPushValues = {
  customer_type: 'one_customer',
  customer: { value: ID(1), label: 'Meera Kapoor' },
  title: ' Festive offer ',
  message: 'Flat 20% off',
  redirect_type: 'CATEGORY',
  redirect_target: { value: ID(9), label: 'Cleaning' },
  delivery_type: 'IMMEDIATE',
};
const build = (values: Partial<NewPushValues>, selection: RecipientSelection | null = null) =>
  buildPushDetails({ ...BASE, ...values }, selection, null, now);

describe('new push notification rules', () => {
  it('builds notification_details for one customer, trimmed, with the image as both image fields', () => {
    expect(build({ notification_image: 'https://cdn.test/a.png' })).toEqual({
      ok: true,
      details: {
        customer_type: 'one_customer',
        customer_id: ID(1),
        title: 'Festive offer',
        message: 'Flat 20% off',
        redirect_type: 'CATEGORY',
        redirect_to: ID(9),
        delivery_type: 'IMMEDIATE',
        notification_image: 'https://cdn.test/a.png',
        attachment_image: 'https://cdn.test/a.png',
      },
    });
  });

  it('refuses a missing customer, an unreviewed or empty group, and a missing target per type', () => {
    expect(build({ customer: null })).toEqual({ ok: false, title: T.missingTitle, message: T.noCustomer });
    expect(build({ customer_type: 'multiple_customers' })).toMatchObject({
      message: T.recipientsNotReviewed,
    });
    const all = { criteria: {}, total: 2, excluded: [ID(1), ID(2)] };
    expect(build({ customer_type: 'multiple_customers' }, all)).toEqual({
      ok: false,
      title: T.invalidTitle,
      message: T.noMatches,
    });
    for (const type of ['CATEGORY', 'PRODUCT', 'COLLECTION', 'SUBSCRIPTION', 'ORDER'] as const)
      expect(build({ redirect_type: type, redirect_target: null })).toMatchObject({
        ok: false,
        message: T.targetRequired[type],
      });
    expect(build({ redirect_type: 'PAYMENT_REQUEST', redirect_target: null })).toMatchObject({
      ok: true,
      details: { redirect_type: 'PAYMENT_REQUEST', redirect_to: null },
    });
  });

  it('sends a group as its resolved criteria and the unticked customers', () => {
    const selection = { criteria: { min_order_count: 2 }, total: 25, excluded: [ID(3)] };
    const built = build({ customer_type: 'multiple_customers' }, selection);
    expect(built).toMatchObject({
      ok: true,
      details: {
        customer_type: 'multiple_customers',
        criteria: { min_order_count: 2 },
        exclude_customer_ids: [ID(3)],
      },
    });
    expect(built.ok && 'customer_id' in built.details).toBe(false);
    expect(recipientCount(25, [ID(3)])).toBe(24);
  });

  it('checks a scheduled time: both parts, later than now, within 30 days; sent as YYYY-MM-DD and HH:mm', () => {
    const at = (day: string, time: string) =>
      build({
        delivery_type: 'SCHEDULED',
        delivery_date: dayjs(day),
        delivery_time: dayjs(`2026-01-01T${time}`),
      });
    expect(build({ delivery_type: 'SCHEDULED' })).toMatchObject({ message: T.scheduleMissing });
    expect(at('2026-11-25', '14:20')).toMatchObject({ message: T.schedulePast });
    expect(at('2026-11-24', '18:00')).toMatchObject({ message: T.schedulePast });
    expect(at('2026-12-26', '09:00')).toMatchObject({ message: T.scheduleTooFar });
    expect(at('2026-12-25', '21:30')).toMatchObject({
      ok: true,
      details: { delivery_type: 'SCHEDULED', delivery_date: '2026-12-25', delivery_time: '21:30' },
    });
  });

  it('offers days from today to 30 days ahead and, today, only the times still ahead', () => {
    expect(isScheduleDayDisabled(dayjs('2026-11-24'), now)).toBe(true);
    expect(isScheduleDayDisabled(dayjs('2026-11-25'), now)).toBe(false);
    expect(isScheduleDayDisabled(dayjs('2026-12-25'), now)).toBe(false);
    expect(isScheduleDayDisabled(dayjs('2026-12-26'), now)).toBe(true);
    const today = disabledScheduleTime(dayjs('2026-11-25'), now);
    expect(today.disabledHours()).toEqual([...Array(14).keys()]);
    expect(today.disabledMinutes(14)).toEqual([...Array(24).keys()]);
    expect(today.disabledMinutes(15)).toEqual([]);
    const later = disabledScheduleTime(dayjs('2026-11-26'), now);
    expect(later.disabledHours()).toEqual([]);
    expect(later.disabledMinutes(3)).toEqual([]);
  });

  it('asks customer/all for customers taking push notifications within the resolved criteria', () => {
    const criteria = resolveCriteria(
      { created_date_type: 'WEEK', min_order_count: 0, max_points: 500, min_lifetime_value: null },
      dayjs('2026-11-25'),
    );
    expect(criteria).toEqual({
      customer_created_from: '2026-11-22',
      customer_created_to: '2026-11-28',
      min_order_count: 0,
      max_points: 500,
    });
    expect(toRecipientQuery(criteria, 3)).toEqual({
      limit: 10,
      offset: 3,
      'filter.push_notification': true,
      'filter.is_deleted': false,
      'filter.created_from': '2026-11-22',
      'filter.created_to': '2026-11-28',
      'filter.order_count_from': 0,
      'filter.points_to': 500,
    });
    // The same filter the API documents for these criteria (plus is_deleted=false, which it accepts).
    const { limit: _l, offset: _o, 'filter.is_deleted': _d, ...filters } = toRecipientQuery(criteria, 1);
    expect(filters).toEqual(C.pushCriteriaToCustomerFilter(criteria));
  });
});
