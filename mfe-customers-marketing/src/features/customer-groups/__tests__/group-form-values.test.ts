import * as C from '@storedesk/shared/contracts';
import {
  CUSTOMER_SEARCH_MIN,
  GROUP_MEMBERS_LOAD_LIMIT,
  GROUP_PAGE_SIZE,
  GROUP_TEXTS as T,
  PICKER_PAGE_SIZE,
} from '../customer-groups-texts';
import { emptyGroupValues, groupToValues, hasChosenCondition, toGroupInput } from '../form/group-form-values';

const customer = {
  _id: '00000000-0000-4000-8000-000000000001',
  first_name: 'Meera',
  last_name: 'Rao',
  email: null,
  phone_no: null,
  country_code: null,
  points: 0,
  order_count: 0,
  order_total: 0,
};

describe('group form values', () => {
  it('keeps the screen constants and texts in step with the contract', () => {
    expect(GROUP_MEMBERS_LOAD_LIMIT).toBe(C.CUSTOMER_GROUP_MAX_MEMBERS);
    expect(GROUP_PAGE_SIZE).toBe(C.CUSTOMER_GROUP_PAGE_SIZE);
    expect(PICKER_PAGE_SIZE).toBe(C.CUSTOMER_GROUP_PICKER_PAGE_SIZE);
    expect(CUSTOMER_SEARCH_MIN).toBe(3);
    expect(T.missingCondition).toBe(C.CUSTOMER_GROUP_MESSAGES.missingCondition);
    expect([T.deleted, T.deletedTitle]).toEqual([
      C.CUSTOMER_GROUP_MESSAGES.deleted,
      C.CUSTOMER_GROUP_MESSAGES.deletedTitle,
    ]);
  });

  it('starts a new group MANUAL and sends MANUAL with its members and every condition empty', () => {
    const values = emptyGroupValues();
    expect(values.type).toBe('MANUAL');
    values.name = ' Corporate ';
    values.members = [customer];
    values.conditions.customer_total_value = { chosen: true, value: '500' };
    const input = toGroupInput(values, null);
    expect(input).toEqual({
      name: 'Corporate',
      type: 'MANUAL',
      image: null,
      customer_ids: [{ customer_id: customer._id }],
      condition: C.EMPTY_GROUP_CONDITION,
    });
  });

  it("sends an automated group's chosen conditions, the others as '', and no members", () => {
    const values = emptyGroupValues();
    values.type = 'AUTOMATED';
    values.members = [customer];
    expect(hasChosenCondition(values.conditions)).toBe(false);
    values.conditions.customer_order_value = { chosen: true, value: ' ' };
    expect(hasChosenCondition(values.conditions)).toBe(false);
    values.conditions.customer_order_value = { chosen: true, value: ' 2500 ' };
    values.conditions.customer_order_count = { chosen: false, value: '3' };
    expect(hasChosenCondition(values.conditions)).toBe(true);
    expect(toGroupInput(values, customer._id)).toMatchObject({
      _id: customer._id,
      customer_ids: [],
      condition: { customer_total_value: '', customer_order_value: '2500', customer_order_count: '' },
    });
  });

  it('loads an automated group with its chosen conditions ticked and no members', () => {
    const values = groupToValues({
      _id: customer._id,
      name: 'Repeat',
      type: 'AUTOMATED',
      image: null,
      condition: { customer_total_value: '', customer_order_value: '', customer_order_count: '3' },
      member_count: 1,
      createdAt: '2026-11-19T19:00:00.000Z',
      updatedAt: '2026-11-19T19:00:00.000Z',
      version: 0,
      customer_ids: [],
      members: { data: [customer], pages: 1, total: 1 },
    });
    expect(values.members).toEqual([]);
    expect(values.conditions).toEqual({
      customer_total_value: { chosen: false, value: '' },
      customer_order_value: { chosen: false, value: '' },
      customer_order_count: { chosen: true, value: '3' },
    });
  });
});
