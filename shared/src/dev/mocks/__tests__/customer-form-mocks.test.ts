import { setUpMocks } from './mock-server';
import {
  callApi,
  useSession,
  type CreateCustomerReply,
  type CustomerProfileReply,
  type ListCustomersReply,
  type SaveAddressReply,
  type UpdateCustomerReply,
} from '../../../index';
import * as C from '../../../contracts';
import { makeStore, schemaErrors } from '../../../testing';
import { useMockScenario } from '../mock-scenario';
import {
  createCustomerOperation,
  deleteCustomerAddressOperation,
  getCustomerOperation,
  listCustomersOperation,
  saveCustomerAddressOperation,
  updateCustomerOperation,
} from '../../../index';

/** The standalone page's mocks of the create / edit calls answer like the API, and GET customer shows the writes. */
const fits = (schema: unknown, value: unknown) => expect(schemaErrors(schema, value)).toEqual([]);
setUpMocks();
beforeEach(() => {
  useSession.setState({ token: 'dev-token', store: makeStore() });
  useMockScenario.setState({ scenario: 'normal' });
});

const profileOf = (id: string) =>
  callApi<CustomerProfileReply>(getCustomerOperation, { customer_id: id }).then((reply) => reply.data);

it('creates a customer with addresses that then lists and loads, and refuses a duplicate e-mail', async () => {
  const created = await callApi<CreateCustomerReply>(createCustomerOperation, {
    customer: {
      first_name: 'Nila',
      email: 'nila@example.test',
      customer_tags: ['vip'],
      custom_fields: [{ name: 'Floor', value: '2' }],
      addresses: [{ street: '9 Beach Road', city: 'Chennai' }],
    },
  });
  fits(C.CreateCustomerReply, created);
  const profile = await profileOf(created.data._id);
  fits(C.CustomerProfileReply, { data: profile });
  expect(profile).toMatchObject({
    customer_tags: ['vip'],
    addresses: [{ street: '9 Beach Road', is_default: true }],
  });
  const list = await callApi<ListCustomersReply>(listCustomersOperation, { limit: 1 });
  expect(list.data[0]._id).toBe(created.data._id);
  await expect(
    callApi(createCustomerOperation, { customer: { first_name: 'X', email: 'nila@example.test' } }),
  ).rejects.toMatchObject({ status: 409 });
});

it("edits a generated customer from the detail mock's profile, and saves and deletes its addresses", async () => {
  const [first] = (await callApi<ListCustomersReply>(listCustomersOperation, { limit: 1 })).data;
  const before = await profileOf(first._id);
  const edit = (first_name: string) =>
    callApi<UpdateCustomerReply>(updateCustomerOperation, {
      customer: {
        _id: first._id,
        version: before.version,
        first_name,
        email: 'renamed@example.test',
        customer_tags: ['new'],
      },
    });
  const updated = await edit('Renamed');
  fits(C.UpdateCustomerReply, updated);
  expect(updated.data.version).toBe(before.version + 1);
  // A second save from the same loaded profile is stale, like the API's.
  await expect(edit('Lost')).rejects.toMatchObject({ status: 409, ...C.CHANGED_ELSEWHERE.customer });
  expect(updated.data.addresses).toEqual(before.addresses);
  expect(await profileOf(first._id)).toMatchObject({ first_name: 'Renamed', customer_tags: ['new'] });

  const saved = await callApi<SaveAddressReply>(saveCustomerAddressOperation, {
    customer_id: first._id,
    address: { street: '5 New Street', is_default: true },
  });
  fits(C.SaveAddressReply, saved);
  const withNew = await profileOf(first._id);
  expect(withNew.addresses.filter((a) => a.is_default).map((a) => a._id)).toEqual([saved.data._id]);

  await callApi(deleteCustomerAddressOperation, { customer_id: first._id, address_id: saved.data._id });
  const after = await profileOf(first._id);
  expect(after.addresses.map((a) => a._id)).not.toContain(saved.data._id);
  await expect(
    callApi(deleteCustomerAddressOperation, { customer_id: first._id, address_id: saved.data._id }),
  ).rejects.toMatchObject({ status: 404 });
});

it('answers the missing-contact and short-password checks like the API', async () => {
  await expect(callApi(createCustomerOperation, { customer: { first_name: 'A' } })).rejects.toMatchObject({
    status: 400,
    title: 'Missing Fields',
  });
  await expect(
    callApi(createCustomerOperation, {
      customer: { first_name: 'A', phone_no: '9000000001', password: '123' },
    }),
  ).rejects.toMatchObject({ status: 400, message: C.CUSTOMER_FORM_MESSAGES.passwordShort });
});
