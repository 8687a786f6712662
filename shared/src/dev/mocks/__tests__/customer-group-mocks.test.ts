import { setUpMocks } from './mock-server';
import { mockCustomers } from '../db/customers';
import {
  callApi,
  useSession,
  type CustomerGroupDetailReply,
  type ListCustomerGroupsReply,
  type SaveCustomerGroupReply,
} from '../../../index';
import * as C from '../../../contracts';
import { makeStore, schemaErrors } from '../../../testing';
import {
  createCustomerGroupOperation,
  deleteCustomerGroupOperation,
  getCustomerGroupOperation,
  listCustomerGroupsOperation,
  updateCustomerGroupOperation,
} from '../../../index';

const fits = (schema: unknown, value: unknown) => expect(schemaErrors(schema, value)).toEqual([]);
const group = (values: Partial<C.CustomerGroupInput>): C.CustomerGroupInput => ({
  name: 'Mock group',
  type: 'MANUAL',
  image: null,
  customer_ids: [],
  condition: { ...C.EMPTY_GROUP_CONDITION },
  ...values,
});

describe('standalone customer group mocks', () => {
  setUpMocks();
  beforeEach(() => {
    useSession.setState({ token: 'dev-token', store: makeStore() });
  });

  it('answers the contract shapes, with the API checks and texts', async () => {
    const list = await callApi<ListCustomerGroupsReply>(listCustomerGroupsOperation, {
      limit: 20,
      offset: 1,
    });
    fits(C.ListCustomerGroupsReply, list);
    expect(list.data.length).toBeGreaterThan(0);
    const detail = await callApi<CustomerGroupDetailReply>(getCustomerGroupOperation, {
      customer_group_id: list.data[0]._id,
      limit: 20,
      offset: 1,
    });
    fits(C.CustomerGroupDetailReply, detail);

    await expect(
      callApi(createCustomerGroupOperation, { customer_group: group({ type: 'AUTOMATED' }) }),
    ).rejects.toMatchObject({ status: 400, message: C.CUSTOMER_GROUP_MESSAGES.missingCondition });
    const ids = mockCustomers()
      .slice(0, 2)
      .map((c) => ({ customer_id: c._id }));
    const body = { customer_group: group({ customer_ids: ids }) };
    fits(C.SaveCustomerGroupBody, body);
    const created = await callApi<SaveCustomerGroupReply>(createCustomerGroupOperation, body);
    fits(C.SaveCustomerGroupReply, created);
    expect(created.data.member_count).toBe(2);
    const edit = () =>
      callApi<SaveCustomerGroupReply>(updateCustomerGroupOperation, {
        customer_group: {
          ...body.customer_group,
          _id: created.data._id,
          version: created.data.version,
          name: 'Renamed',
        },
      });
    expect((await edit()).data).toMatchObject({ name: 'Renamed', version: created.data.version + 1 });
    // A second save from the same loaded group is stale, like the API's.
    await expect(edit()).rejects.toMatchObject({
      status: 409,
      code: 'CHANGED_ELSEWHERE',
      ...C.CHANGED_ELSEWHERE.customerGroup,
    });
    const deleted = await callApi(deleteCustomerGroupOperation, { id: created.data._id });
    expect(deleted).toEqual({
      message: C.CUSTOMER_GROUP_MESSAGES.deleted,
      title: C.CUSTOMER_GROUP_MESSAGES.deletedTitle,
    });
  });
});
