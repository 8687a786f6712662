import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SERVICE_REQUEST_MESSAGES as M, type ListOrdersReply } from '@storedesk/shared/contracts';
import { customerSubscriptions } from '../../src/db/schema';
import { ORDER_MESSAGES } from '../../src/routes/cart/cart-messages';
import { app, details, foreignSaleInput, headersOf, other, renew, send } from './contract-sale-setup';
import { useContractSaleApp } from './contract-sale-setup';
import {
  available,
  bookingsOfContract,
  contractWithItem,
  requestService,
  serviceInput,
  storeDay,
  useBookingStatuses,
} from './service-request-setup';

/** POST store/customer_subscription/request_service and the ledger it takes visits from (issue 23). */
useContractSaleApp();
useBookingStatuses();

describe('the ledger at sale and renewal', () => {
  it("a sale writes each service's row: total = available = the visits sold; details show its _id", async () => {
    const { contract, item } = await contractWithItem(12);
    expect(item).toMatchObject({ total_quantity: 4, available_quantity: 4, visits: [] });
    expect(await available(item._id)).toBe(4);
    const renewed = await renew(contract._id, { role: 'ADMIN' });
    expect(renewed.statusCode).toBe(200);
    const successor = (await details(renewed.json<{ data: { _id: string } }>().data._id)).variant
      .applicable_to;
    expect(successor).toHaveLength(1);
    expect(successor[0]._id).not.toBe(item._id);
    expect(successor[0]).toMatchObject({
      product_id: item.product_id,
      total_quantity: 4,
      available_quantity: 4,
    });
  });
});

describe('a service request', () => {
  it('makes a booking linked to the contract at price 0 and takes one visit, shown on the details', async () => {
    const { contract, item } = await contractWithItem(12);
    const res = await requestService(serviceInput(contract._id, item._id));
    expect(res.statusCode).toBe(200);
    const reply = res.json<{ message: string; title: string; data: { _id: string; order_number: number } }>();
    expect(reply).toMatchObject({
      message: M.requested,
      title: M.requestedTitle,
      data: { available_quantity: 3 },
    });

    const list = await app.inject({
      method: 'GET',
      url: '/api/store/order/all',
      headers: await headersOf('ADMIN'),
    });
    expect(list.json<ListOrdersReply>().data.map((b) => b._id)).toContain(reply.data._id);
    const booking = await app.inject({
      method: 'GET',
      url: '/api/store/order/details',
      headers: await headersOf('ADMIN'),
      query: { id: reply.data._id },
    });
    expect(booking.json<{ data: Record<string, unknown> }>().data).toMatchObject({
      customer_subscription_id: contract._id,
      total: 0,
    });

    const shown = (await details(contract._id)).variant.applicable_to[0];
    expect(shown.available_quantity).toBe(3);
    expect(shown.visits).toEqual([
      {
        _id: reply.data._id,
        order_number: reply.data.order_number,
        delivery_date: storeDay(1).replace(/\//g, '-'),
        quantity: 1,
        status_name: 'Placed',
      },
    ]);
  });

  it('the same key answers the same booking and takes one visit; the key on another contract is a 409', async () => {
    const { contract, item } = await contractWithItem(12);
    const key = `retry-${randomUUID()}`;
    const first = await requestService(serviceInput(contract._id, item._id), { key });
    const again = await requestService(serviceInput(contract._id, item._id), { key });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await bookingsOfContract(contract._id)).toHaveLength(1);
    expect(await available(item._id)).toBe(3);
    const elsewhere = await contractWithItem(12);
    const reused = await requestService(serviceInput(elsewhere.contract._id, elsewhere.item._id), { key });
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toMatchObject({ code: 'ALREADY_SUBMITTED' });
  });
});

describe('refusals (nothing written)', () => {
  it('no visits left: 409 NO_VISITS_LEFT with its words', async () => {
    const { contract, item } = await contractWithItem(1);
    expect(item.total_quantity).toBe(1);
    expect((await requestService(serviceInput(contract._id, item._id))).statusCode).toBe(200);
    const refused = await requestService(serviceInput(contract._id, item._id));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: M.noVisitsLeft,
      title: M.noVisitsLeftTitle,
      code: 'NO_VISITS_LEFT',
    });
    const tooMany = await contractWithItem(12);
    const res = await requestService(serviceInput(tooMany.contract._id, tooMany.item._id, { quantity: 5 }));
    expect(res.statusCode).toBe(409);
    expect(await bookingsOfContract(tooMany.contract._id)).toHaveLength(0);
    expect(await available(tooMany.item._id)).toBe(4);
    expect(await bookingsOfContract(contract._id)).toHaveLength(1);
  });

  it('a past date is 400 with the new booking words', async () => {
    const { contract, item } = await contractWithItem(12);
    const res = await requestService(serviceInput(contract._id, item._id, { delivery_date: storeDay(-1) }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: ORDER_MESSAGES.pastDate,
      title: ORDER_MESSAGES.pastDateTitle,
    });
    expect(await available(item._id)).toBe(4);
  });

  it("an unknown item, another contract's item, or another store's contract is 404", async () => {
    const { contract, item } = await contractWithItem(12);
    const second = await contractWithItem(12);
    const unknown = await requestService(serviceInput(contract._id, randomUUID()));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: M.itemNotFound, title: M.itemNotFoundTitle });
    const crossed = await requestService(serviceInput(contract._id, second.item._id));
    expect(crossed.statusCode).toBe(404);
    const theirs = await send(foreignSaleInput(), { on: other });
    expect(theirs.statusCode).toBe(200);
    const theirId = theirs.json<{ data: { _id: string } }>().data._id;
    const foreignRes = await requestService(serviceInput(theirId, item._id));
    expect(foreignRes.statusCode).toBe(404);
    expect(foreignRes.json()).toMatchObject({ message: 'Contract not found' });
    expect(await available(item._id)).toBe(4);
    expect(await available(second.item._id)).toBe(4);
  });

  it('a contract without an address is 400 in plain words', async () => {
    const { contract, item } = await contractWithItem(12);
    await app.db
      .update(customerSubscriptions)
      .set({ addresses: [] })
      .where(eq(customerSubscriptions.id, contract._id));
    const res = await requestService(serviceInput(contract._id, item._id));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: ORDER_MESSAGES.noAddress,
      title: ORDER_MESSAGES.noAddressTitle,
    });
    expect(await available(item._id)).toBe(4);
  });

  it('bad input is 400 {message, title}, never a 500', async () => {
    const { contract, item } = await contractWithItem(12);
    const bad = [
      serviceInput(contract._id, item._id, { quantity: 0 }),
      serviceInput(contract._id, item._id, { delivery_data: { day: '', start_time: '', end_time: '' } }),
      serviceInput(contract._id, item._id, { delivery_date: '2030-01-01' }),
      serviceInput(contract._id, 'not-an-id'),
      { ...serviceInput(contract._id, item._id), extra: 1 },
    ];
    for (const input of bad) {
      const res = await requestService(input);
      expect([JSON.stringify(input), res.statusCode]).toEqual([JSON.stringify(input), 400]);
      expect(res.json()).toEqual(
        expect.objectContaining({ message: expect.any(String), title: expect.any(String) }),
      );
    }
    expect(await available(item._id)).toBe(4);
  });
});

describe('permissions', () => {
  it('ADMIN and CSC may request; FINANCE and SITEADMIN are 403', async () => {
    const { contract, item } = await contractWithItem(12);
    const outcomes: Record<string, number> = {};
    for (const role of ['ADMIN', 'CSC', 'FINANCE', 'SITEADMIN'] as const)
      outcomes[role] = (await requestService(serviceInput(contract._id, item._id), { role })).statusCode;
    expect(outcomes).toEqual({ ADMIN: 200, CSC: 200, FINANCE: 403, SITEADMIN: 403 });
    expect(await available(item._id)).toBe(2);
  });
});
