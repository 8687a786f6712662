import { fits, setUpMocks } from './mock-server';
import { mockContracts } from '../db/contracts';
import { mockOrders } from '../db/orders';
import { storeToday } from '../request';
import {
  api,
  ApiError,
  SERVICE_REQUEST_MESSAGES as M,
  getContractOperation,
  listContractsOperation,
  requestServiceOperation,
  type ContractDetailReply,
  type ListContractsReply,
  type RequestServiceReply,
  type ServiceRequestInput,
} from '../../../index';
import * as C from '../../../contracts';

// The API's service request rules (contracts/subscription-service-request.ts) and the visits_left filter, on the mocks.
describe('standalone mocks of service requests on a contract', () => {
  setUpMocks();
  const slash = (day: string) => day.replaceAll('-', '/');
  const details = async (id: string) =>
    (await api.call<ContractDetailReply>(getContractOperation, { id })).data;
  const send = (input: ServiceRequestInput, key = crypto.randomUUID()) =>
    api
      .call<RequestServiceReply>(requestServiceOperation, {
        customer_subscription: input,
        idempotency_key: key,
      })
      .catch((e: unknown) => e as ApiError);

  /** A contract whose first service has `left` visits left or more. */
  async function contractWithVisits(left = 1) {
    for (const k of mockContracts()) {
      const item = (await details(k._id)).variant.applicable_to[0];
      if (item.available_quantity >= left) return { k, item };
    }
    throw new Error('no contract with visits left');
  }
  const input = (id: string, itemId: string, day = storeToday()): ServiceRequestInput => ({
    _id: id,
    item_id: itemId,
    delivery_date: slash(day),
    delivery_data: { day: 'MONDAY', start_time: '09:00', end_time: '11:00' },
  });

  it('takes a visit, adds the booking to the ledger and to the bookings, linked to the contract', async () => {
    const { k, item } = await contractWithVisits();
    const reply = await send(input(k._id, item._id));
    fits(C.RequestServiceReply, reply);
    if (reply instanceof ApiError) throw reply;
    expect(reply).toMatchObject({ message: M.requested, title: M.requestedTitle });
    expect(reply.data.available_quantity).toBe(item.available_quantity - 1);
    const after = (await details(k._id)).variant.applicable_to[0];
    fits(C.ContractItem, after);
    expect(after.available_quantity).toBe(item.available_quantity - 1);
    expect(after.visits[0]).toMatchObject({ _id: reply.data._id, delivery_date: storeToday(), quantity: 1 });
    expect(after.visits).toHaveLength(after.total_quantity - after.available_quantity);
    const booking = mockOrders(storeToday()).orders.find((o) => o._id === reply.data._id)!;
    expect(booking).toMatchObject({ customer_subscription_id: k._id, total: 0, customer_id: k.customer_id });
  });

  it('answers the same booking for the same key, taking one visit', async () => {
    const { k, item } = await contractWithVisits(2);
    const key = crypto.randomUUID();
    const [a, b] = await Promise.all([send(input(k._id, item._id), key), send(input(k._id, item._id), key)]);
    expect(a).toEqual(b);
    expect((await details(k._id)).variant.applicable_to[0].available_quantity).toBe(
      item.available_quantity - 1,
    );
  });

  it('refuses the request after the last visit with 409 NO_VISITS_LEFT', async () => {
    const { k, item } = await contractWithVisits();
    for (let i = 0; i < item.available_quantity; i += 1) await send(input(k._id, item._id));
    const refused = (await send(input(k._id, item._id))) as ApiError;
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 409, code: 'NO_VISITS_LEFT', message: M.noVisitsLeft });
    expect((await details(k._id)).variant.applicable_to[0].available_quantity).toBe(0);
  });

  it('refuses a past date (400), an unknown item (404) and an unknown contract (404), taking nothing', async () => {
    const { k, item } = await contractWithVisits();
    const yesterday = new Date(`${storeToday()}T12:00:00Z`);
    yesterday.setUTCDate(yesterday.getUTCDate() - 1);
    const past = (await send(input(k._id, item._id, yesterday.toISOString().slice(0, 10)))) as ApiError;
    expect(past.status).toBe(400);
    const noItem = (await send(input(k._id, '00000074-0000-4000-8000-0000000fffff'))) as ApiError;
    expect(noItem).toMatchObject({ status: 404, message: M.itemNotFound });
    expect(((await send(input('00000074-0000-4000-8000-0000000ffffe', item._id))) as ApiError).status).toBe(
      404,
    );
    expect((await details(k._id)).variant.applicable_to[0].available_quantity).toBe(item.available_quantity);
  });

  it('filters the list by visits left (true) or none left (false)', async () => {
    const list = (left: boolean) =>
      api.call<ListContractsReply>(listContractsOperation, { limit: 100, 'filter.visits_left': left });
    const [some, none] = [await list(true), await list(false)];
    expect(some.total + none.total).toBe(mockContracts().length);
    for (const row of some.data.slice(0, 3))
      expect((await details(row._id)).variant.applicable_to.some((i) => i.available_quantity > 0)).toBe(true);
    expect(none.total).toBeGreaterThan(0);
    for (const row of none.data.slice(0, 3))
      expect((await details(row._id)).variant.applicable_to.every((i) => i.available_quantity === 0)).toBe(
        true,
      );
  });
});
