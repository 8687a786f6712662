import { setupServer } from 'msw/node';
import { api, inZone, useSession, type ListCustomersReply } from '@storedesk/shared';
import * as C from '@storedesk/shared/contracts';
import { makeStore, schemaErrors } from '@storedesk/shared/testing';
import { handlers } from '../mocks/handlers';
import { CUSTOMER_COUNT, resetMockCustomers } from '../mocks/mock-customers';
import { useMockScenario } from '../mocks/mock-scenario';

const fits = (schema: unknown, value: unknown) => expect(schemaErrors(schema, value)).toEqual([]);

describe('standalone MSW handlers', () => {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  beforeEach(() => {
    resetMockCustomers();
    useSession.setState({ token: 'dev-token', store: makeStore() });
    useMockScenario.setState({ scenario: 'normal' });
  });

  it('checks shapes itself (the checker can fail)', () => {
    expect(schemaErrors(C.UpdateCustomerPointsBody, { _id: 'x', points: -1, extra: 1 })).toEqual([
      "$._id: 'x' is not a uuid",
      '$.points: below 0',
      '$.extra: not in the contract',
    ]);
  });

  it('pages the customers like the API (10 a page from 1) in the contract shape', async () => {
    const first = await api.get<ListCustomersReply>('customer/all', { limit: 10, offset: 1 });
    fits(C.ListCustomersReply, first);
    expect(first).toMatchObject({ total: CUSTOMER_COUNT, pages: Math.ceil(CUSTOMER_COUNT / 10) });
    expect(first.data).toHaveLength(10);
    const last = await api.get<ListCustomersReply>('customer/all', { limit: 10, offset: first.pages });
    expect(last.data).toHaveLength(CUSTOMER_COUNT % 10 || 10);
    useMockScenario.setState({ scenario: 'empty' });
    expect(await api.get('customer/all', {})).toEqual({ data: [], pages: 0, total: 0 });
  });

  it('applies every filter of the list', async () => {
    const all = (await api.get<ListCustomersReply>('customer/all', { limit: 1000 })).data;
    const get = (query: Record<string, string | number | boolean>) =>
      api.get<ListCustomersReply>('customer/all', { limit: 1000, ...query }).then((r) => r.data);

    const meera = await get({ 'filter.keyword': 'meera' });
    expect(meera.length).toBeGreaterThan(0);
    expect(meera.every((c) => c.first_name === 'Meera')).toBe(true);
    const day = inZone(all[3].createdAt, 'Asia/Kolkata').format('YYYY-MM-DD');
    const sameDay = await get({ 'filter.added_from_date': day, 'filter.added_to_date': day });
    expect(sameDay.map((c) => c._id)).toContain(all[3]._id);
    expect(sameDay.length).toBeLessThan(all.length);
    const counted = await get({ 'filter.order_count_from': 5, 'filter.order_count_to': 9 });
    expect(counted.length).toBeGreaterThan(0);
    expect(counted.every((c) => c.order_count >= 5 && c.order_count <= 9)).toBe(true);
    const points = await get({ 'filter.points_from': 1000 });
    expect(points.every((c) => c.points >= 1000)).toBe(true);
    const totals = await get({ 'filter.order_total_to': 5000 });
    expect(totals.every((c) => c.order_total <= 5000)).toBe(true);
    const push = await get({ 'filter.push_notification': true });
    expect(push.length).toBeGreaterThan(0);
    expect(push.every((c) => c.push_notification)).toBe(true);
  });

  it('updates points and deletes like the API, with 404 for an unknown or deleted customer', async () => {
    const [first] = (await api.get<ListCustomersReply>('customer/all', { limit: 1 })).data;
    const updated = await api.put('customer/points', {
      _id: first._id,
      first_name: first.first_name,
      points: 7,
    });
    fits(C.UpdateCustomerPointsReply, updated);
    expect(updated).toMatchObject({ message: 'Successfully updated Points', data: { points: 7 } });
    const deleted = await api.delete('customer', { customer_id: first._id });
    fits(C.MessageReply, deleted);
    const after = await api.get<ListCustomersReply>('customer/all', { limit: 1000 });
    expect(after.total).toBe(CUSTOMER_COUNT - 1);
    await expect(api.delete('customer', { customer_id: first._id })).rejects.toMatchObject({ status: 404 });
    await expect(api.put('customer/points', { _id: first._id, points: 1 })).rejects.toMatchObject({
      status: 404,
    });
  });
});
