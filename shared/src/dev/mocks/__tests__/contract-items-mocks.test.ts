import { fits, setUpMocks } from './mock-server';
import { mockContracts } from '../db/contracts';
import { PRODUCTS } from '../db/catalogue';
import { useSession } from '../../../session/session-store';
import { makeEmployee } from '../../../testing/factories';
import {
  addContractItemOperation,
  api,
  deleteContractItemOperation,
  getContractOperation,
  updateContractItemOperation,
  type ContractDetailReply,
} from '../../../index';
import * as C from '../../../contracts';

// The same rules as the API's tests (api/test/subscriptions/contract-items.test.ts).
describe('standalone mocks of a contract service items', () => {
  setUpMocks();
  const details = async (id: string) =>
    (await api.call<ContractDetailReply>(getContractOperation, { id })).data;
  const call = (op: typeof addContractItemOperation | typeof updateContractItemOperation, body: object) =>
    api.call(op, body).catch((e: unknown) => e);
  const remove = (query: object) => api.call(deleteContractItemOperation, query).catch((e: unknown) => e);

  it('adds a service once, with all its visits left, moving the version on', async () => {
    const k = mockContracts()[0];
    const on = (await details(k._id)).variant.applicable_to.map((i) => i.product_id);
    // A service with variants that the contract does not cover yet.
    const service = PRODUCTS.find((p) => p.variants.length > 0 && !on.includes(p._id))!;
    const first = { product_id: service._id, selected_product_variant_id: service.variants[0]._id };
    const reply = await call(addContractItemOperation, {
      customer_subscription_id: k._id,
      version: 0,
      ...first,
      quantity: 2,
      total_quantity: 5,
    });
    fits(C.ContractItemReply, reply);
    expect(reply).toMatchObject({ message: 'Product Added successfully', data: { version: 1 } });
    const after = await details(k._id);
    expect(after.variant.applicable_to.at(-1)).toMatchObject({
      ...first,
      total_quantity: 5,
      available_quantity: 5,
    });
    const twice = { customer_subscription_id: k._id, version: 1, ...first, quantity: 1, total_quantity: 1 };
    expect(await call(addContractItemOperation, twice)).toMatchObject({ status: 400 });
    expect(await call(addContractItemOperation, { ...twice, version: 0 })).toMatchObject({ status: 409 });
  });

  it('updates visits not below those used; deletes only an unused service', async () => {
    const k = mockContracts()[3];
    const item = (await details(k._id)).variant.applicable_to[0];
    const used = item.total_quantity - item.available_quantity;
    const base = { customer_subscription_id: k._id, _id: item._id };
    if (used > 0) {
      expect(
        await call(updateContractItemOperation, { ...base, version: 0, total_quantity: used - 1 || 0 }),
      ).toMatchObject({ status: 400 });
      expect(await remove({ ...base, version: 0 })).toMatchObject({ status: 400 });
    }
    const grown = await call(updateContractItemOperation, {
      ...base,
      version: 0,
      total_quantity: item.total_quantity + 2,
    });
    expect(grown).toMatchObject({ data: { version: 1 } });
    expect((await details(k._id)).variant.applicable_to[0]).toMatchObject({
      total_quantity: item.total_quantity + 2,
      available_quantity: item.available_quantity + 2,
    });
    const fresh = (await call(addContractItemOperation, {
      customer_subscription_id: k._id,
      version: 1,
      product_id: PRODUCTS[1]._id,
      quantity: 1,
      total_quantity: 2,
    })) as { data: { item_id: string } };
    expect(
      await remove({ customer_subscription_id: k._id, _id: fresh.data.item_id, version: 2 }),
    ).toMatchObject({
      message: 'Successfully Deleted Service',
    });
  });

  it('refuses a role without edit_customer_subscription', async () => {
    useSession.setState({ employee: makeEmployee({ employee_type: 'CSC' }) });
    const k = mockContracts()[0];
    const item = (await details(k._id)).variant.applicable_to[0];
    expect(await remove({ customer_subscription_id: k._id, _id: item._id, version: 0 })).toMatchObject({
      status: 403,
    });
  });
});
