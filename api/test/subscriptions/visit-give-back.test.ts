import type { ListContractsReply } from '@storedesk/shared/contracts';
import { app, details, headersOf, useContractSaleApp } from './contract-sale-setup';
import {
  available,
  contractWithItem,
  deleteBooking,
  requestService,
  serviceInput,
  setStatus,
  statuses,
  useBookingStatuses,
} from './service-request-setup';

/** Cancelling or deleting a contract's booking gives its visits back, once; the list's visits_left filter. */
useContractSaleApp();
useBookingStatuses();

async function requested(contractId: string, itemId: string, quantity = 1) {
  const res = await requestService(serviceInput(contractId, itemId, { quantity }));
  expect(res.statusCode).toBe(200);
  return res.json<{ data: { _id: string } }>().data._id;
}

it('a cancel gives the visits back once: a second cancel, a re-open or a delete after it give nothing more', async () => {
  const { contract, item } = await contractWithItem(12);
  const booking = await requested(contract._id, item._id, 2);
  const kept = await requested(contract._id, item._id);
  expect(await available(item._id)).toBe(1);
  expect((await setStatus(booking, statuses.cancelled)).statusCode).toBe(200);
  expect(await available(item._id)).toBe(3);
  expect((await setStatus(booking, statuses.cancelled)).statusCode).toBe(200);
  expect(await available(item._id)).toBe(3);
  // Re-opened, it stays outside the ledger (visit-ledger.ts): the visits are not taken again.
  expect((await setStatus(booking, statuses.placed)).statusCode).toBe(200);
  expect(await available(item._id)).toBe(3);
  expect((await deleteBooking(booking)).statusCode).toBe(200);
  expect(await available(item._id)).toBe(3);
  const shown = (await details(contract._id)).variant.applicable_to[0];
  expect(shown.visits.map((v) => v._id)).toEqual([kept]);
});

it('a delete gives the visits back', async () => {
  const { contract, item } = await contractWithItem(12);
  const booking = await requested(contract._id, item._id);
  expect(await available(item._id)).toBe(3);
  expect((await deleteBooking(booking)).statusCode).toBe(200);
  expect(await available(item._id)).toBe(4);
  expect((await details(contract._id)).variant.applicable_to[0].visits).toEqual([]);
});

it('filter.visits_left: true lists contracts with a service that has visits left, false those with none', async () => {
  const used = await contractWithItem(1);
  await requested(used.contract._id, used.item._id);
  const fresh = await contractWithItem(1);
  const list = async (visitsLeft: boolean) => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/store/customer_subscription/all',
      headers: await headersOf('ADMIN'),
      query: { limit: '100', offset: '1', 'filter.visits_left': String(visitsLeft) },
    });
    expect(res.statusCode).toBe(200);
    return res.json<ListContractsReply>().data.map((c) => c._id);
  };
  const withVisits = await list(true);
  const without = await list(false);
  expect(withVisits).toContain(fresh.contract._id);
  expect(withVisits).not.toContain(used.contract._id);
  expect(without).toContain(used.contract._id);
  expect(without).not.toContain(fresh.contract._id);
});
