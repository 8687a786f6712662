import { and, eq } from 'drizzle-orm';
import {
  CHANGED_ELSEWHERE,
  CONTRACT_ITEM_MESSAGES as I,
  type ContractItemReply,
} from '@storedesk/shared/contracts';
import type { Role } from '@storedesk/shared/auth/permissions';
import { auditLog, customerSubscriptionItems } from '../../src/db/schema';
import { createProduct } from '../orders/order-fixtures';
import {
  app,
  details,
  foreign,
  foreignSaleInput,
  headersOf,
  other,
  services,
  sold,
  store,
  useContractSaleApp,
} from './contract-sale-setup';
import {
  contractWithItem,
  requestService,
  serviceInput,
  setStatus,
  statuses,
  useBookingStatuses,
} from './service-request-setup';

/** POST/PUT/DELETE store/customer_subscription/item: a contract's service items (issue 23). */
useContractSaleApp();
useBookingStatuses();

const URL = '/api/store/customer_subscription/item';
interface Ask {
  role?: Role;
  on?: typeof store;
}
const add = async (payload: Record<string, unknown>, { role = 'ADMIN', on = store }: Ask = {}) =>
  app.inject({ method: 'POST', url: URL, headers: await headersOf(role, on), payload });
const update = async (payload: Record<string, unknown>, { role = 'ADMIN', on = store }: Ask = {}) =>
  app.inject({ method: 'PUT', url: URL, headers: await headersOf(role, on), payload });
const remove = async (query: Record<string, string>, { role = 'ADMIN', on = store }: Ask = {}) =>
  app.inject({ method: 'DELETE', url: URL, headers: await headersOf(role, on), query });

const itemRow = async (id: string) =>
  (await app.db.select().from(customerSubscriptionItems).where(eq(customerSubscriptionItems.id, id)))[0];
const refusal = (message: string) => ({ message, title: I.invalidTitle });
const second = () => ({
  product_id: services[1].product.id,
  selected_product_variant_id: services[1].variant.id,
});

describe('POST store/customer_subscription/item', () => {
  it('adds a catalogue service with all its visits left, one version on, audited; the details show it', async () => {
    const { contract } = await contractWithItem(12);
    const res = await add({
      customer_subscription_id: contract._id,
      version: 0,
      ...second(),
      quantity: 2,
      total_quantity: 6,
    });
    expect(res.statusCode).toBe(200);
    const reply = res.json<ContractItemReply>();
    expect(reply).toMatchObject({
      message: 'Product Added successfully',
      data: { _id: contract._id, version: 1 },
    });
    const shown = await details(contract._id);
    expect(shown.version).toBe(1);
    expect(shown.variant.applicable_to).toHaveLength(2);
    expect(shown.variant.applicable_to[1]).toMatchObject({
      _id: reply.data.item_id,
      product_id: services[1].product.id,
      quantity: 2,
      total_quantity: 6,
      available_quantity: 6,
      visits: [],
    });
    const audits = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, contract._id), eq(auditLog.action, 'add_item')));
    expect(audits).toHaveLength(1);
  });

  it('a service without a variant is fine; the same service and variant twice is refused in plain words', async () => {
    const { contract } = await contractWithItem(12);
    const bare = { product_id: services[1].product.id, quantity: 1, total_quantity: 1 };
    expect((await add({ customer_subscription_id: contract._id, version: 0, ...bare })).statusCode).toBe(200);
    const twice = await add({ customer_subscription_id: contract._id, version: 1, ...bare });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject(refusal(I.alreadyOnContract));
    const sold = await add({
      customer_subscription_id: contract._id,
      version: 1,
      ...second(),
      quantity: 1,
      total_quantity: 1,
    });
    expect(sold.statusCode).toBe(200);
    const first = (await details(contract._id)).variant.applicable_to[0];
    const again = await add({
      customer_subscription_id: contract._id,
      version: 2,
      product_id: first.product_id,
      selected_product_variant_id: first.selected_product_variant_id,
      quantity: 1,
      total_quantity: 3,
    });
    expect(again.json()).toMatchObject(refusal(I.alreadyOnContract));
    expect((await details(contract._id)).version).toBe(2);
  });

  it('an unknown or foreign service is 404, a variant of another service 400, zero visits 400', async () => {
    const { contract } = await contractWithItem(12);
    const base = { customer_subscription_id: contract._id, version: 0, quantity: 1, total_quantity: 2 };
    const far = foreign.plan.variants[0].applicable_to[0];
    const foreignService = await add({ ...base, product_id: far.product_id });
    expect(foreignService.statusCode).toBe(404);
    expect(foreignService.json()).toMatchObject({ message: I.productNotFound });
    const crossed = await add({
      ...base,
      product_id: services[1].product.id,
      selected_product_variant_id: services[0].variant.id,
    });
    expect(crossed.statusCode).toBe(400);
    expect(crossed.json()).toMatchObject(refusal(I.variantNotOfProduct));
    const none = await add({ ...base, ...second(), total_quantity: 0 });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toHaveProperty('title');
    expect((await details(contract._id)).variant.applicable_to).toHaveLength(1);
  });

  it("a stale version is 409 Contract Changed; another store's contract is 404; nothing written", async () => {
    const { contract } = await contractWithItem(12);
    const stale = await add({
      customer_subscription_id: contract._id,
      version: 3,
      ...second(),
      quantity: 1,
      total_quantity: 2,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject(CHANGED_ELSEWHERE.contract);
    const foreignContract = await sold(foreignSaleInput(), { role: 'ADMIN', on: other });
    const product = (await createProduct(app, other, `Far Extra ${contract._id.slice(0, 4)}`, '10.00'))
      .product.id;
    const far = await add({
      customer_subscription_id: foreignContract._id,
      version: 0,
      product_id: product,
      quantity: 1,
      total_quantity: 2,
    });
    expect(far.statusCode).toBe(404);
    expect((await details(contract._id)).variant.applicable_to).toHaveLength(1);
  });
});

describe('PUT store/customer_subscription/item', () => {
  it('changes units per visit and total visits; the visits left move by the same amount', async () => {
    const { contract, item } = await contractWithItem(12);
    expect((await requestService(serviceInput(contract._id, item._id))).statusCode).toBe(200);
    const res = await update({
      customer_subscription_id: contract._id,
      version: 0,
      _id: item._id,
      quantity: 5,
      total_quantity: 7,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: I.updated, data: { version: 1, item_id: item._id } });
    expect(await itemRow(item._id)).toMatchObject({ quantity: 5, totalQuantity: 7, availableQuantity: 6 });
    const fewer = await update({
      customer_subscription_id: contract._id,
      version: 1,
      _id: item._id,
      total_quantity: 1,
    });
    expect(fewer.statusCode).toBe(200);
    expect(await itemRow(item._id)).toMatchObject({ quantity: 5, totalQuantity: 1, availableQuantity: 0 });
  });

  it('the total may not go below the visits used; a missing change, stale version, other store are refused', async () => {
    const { contract, item } = await contractWithItem(12);
    for (let n = 0; n < 2; n += 1)
      expect((await requestService(serviceInput(contract._id, item._id))).statusCode).toBe(200);
    const below = await update({
      customer_subscription_id: contract._id,
      version: 0,
      _id: item._id,
      total_quantity: 1,
    });
    expect(below.statusCode).toBe(400);
    expect(below.json()).toMatchObject(refusal('This service has already used 2 visits'));
    const nothing = await update({ customer_subscription_id: contract._id, version: 0, _id: item._id });
    expect(nothing.json()).toMatchObject(refusal(I.nothingToChange));
    const stale = await update({
      customer_subscription_id: contract._id,
      version: 4,
      _id: item._id,
      quantity: 2,
    });
    expect(stale.statusCode).toBe(409);
    const far = await update(
      { customer_subscription_id: contract._id, version: 0, _id: item._id, quantity: 2 },
      { on: other },
    );
    expect(far.statusCode).toBe(404);
    const { contract: elsewhere } = await contractWithItem(12);
    const crossed = await update({
      customer_subscription_id: elsewhere._id,
      version: 0,
      _id: item._id,
      quantity: 2,
    });
    expect(crossed.statusCode).toBe(404);
    expect(crossed.json()).toMatchObject({ message: I.itemNotFound });
    expect(await itemRow(item._id)).toMatchObject({ quantity: 2, totalQuantity: 4, availableQuantity: 2 });
    expect((await details(contract._id)).version).toBe(0);
  });
});

describe('DELETE store/customer_subscription/item', () => {
  it('refused while bookings hold its visits; gone once they are given back, audited', async () => {
    const { contract, item } = await contractWithItem(12);
    const booked = await requestService(serviceInput(contract._id, item._id));
    const ask = { customer_subscription_id: contract._id, _id: item._id, version: '0' };
    const held = await remove(ask);
    expect(held.statusCode).toBe(400);
    expect(held.json()).toMatchObject(refusal(I.inUse(1)));
    expect(held.json<{ message: string }>().message).toContain('1 of its visit');
    // Cancelling the booking gives its visit back; then nothing holds the service.
    expect(
      (await setStatus(booked.json<{ data: { _id: string } }>().data._id, statuses.cancelled)).statusCode,
    ).toBe(200);
    const res = await remove(ask);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: I.deleted, data: { version: 1 } });
    expect(await itemRow(item._id)).toBeUndefined();
    const audits = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, contract._id), eq(auditLog.action, 'delete_item')));
    expect(audits).toHaveLength(1);
  });

  it('a stale version 409, an unknown item or another store 404, a bad id 400', async () => {
    const { contract, item } = await contractWithItem(12);
    const ask = { customer_subscription_id: contract._id, _id: item._id, version: '2' };
    expect((await remove(ask)).statusCode).toBe(409);
    expect((await remove({ ...ask, version: '0' }, { on: other })).statusCode).toBe(404);
    expect((await remove({ ...ask, version: '0', _id: contract._id })).statusCode).toBe(404);
    const bad = await remove({ ...ask, _id: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('message');
    expect(await itemRow(item._id)).toBeDefined();
  });
});

describe('permissions', () => {
  it.each(['CSC', 'FINANCE', 'SITEADMIN'] as const)('%s may not edit items', async (role) => {
    const { contract, item } = await contractWithItem(12);
    const base = { customer_subscription_id: contract._id, version: 0 };
    expect((await add({ ...base, ...second(), quantity: 1, total_quantity: 1 }, { role })).statusCode).toBe(
      403,
    );
    expect((await update({ ...base, _id: item._id, quantity: 2 }, { role })).statusCode).toBe(403);
    expect((await remove({ ...base, version: '0', _id: item._id }, { role })).statusCode).toBe(403);
  });
});
