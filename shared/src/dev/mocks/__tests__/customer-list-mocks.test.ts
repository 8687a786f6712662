import { setUpMocks } from './mock-server';
import { CUSTOMER_COUNT } from '../db/customers';
import { CART_COUNT } from '../db/abandoned-carts';
import {
  callApi,
  inZone,
  useSession,
  type AbandonedCartDetailReply,
  type AbandonedCartList,
  type CustomerSearchReply,
  type ListCustomersReply,
} from '../../../index';
import * as C from '../../../contracts';
import { makeStore, schemaErrors } from '../../../testing';
import { useMockScenario } from '../mock-scenario';
import {
  deleteAbandonedCartOperation,
  deleteCustomerOperation,
  getAbandonedCartOperation,
  listAbandonedCartsOperation,
  listCustomersOperation,
  searchCustomersOperation,
  updateCustomerPointsOperation,
} from '../../../index';

const fits = (schema: unknown, value: unknown) => expect(schemaErrors(schema, value)).toEqual([]);

describe('standalone MSW handlers', () => {
  setUpMocks();
  beforeEach(() => {
    useSession.setState({ token: 'dev-token', store: makeStore() });
    useMockScenario.setState({ scenario: 'normal' });
  });

  it('checks shapes itself (the checker can fail)', () => {
    expect(schemaErrors(C.UpdateCustomerPointsBody, { _id: 'x', version: 0, points: -1, extra: 1 })).toEqual([
      "$._id: 'x' is not a uuid",
      '$.points: below 0',
      '$.extra: not in the contract',
    ]);
  });

  it('pages the customers like the API (10 a page from 1) in the contract shape', async () => {
    const first = await callApi<ListCustomersReply>(listCustomersOperation, { limit: 10, offset: 1 });
    fits(C.ListCustomersReply, first);
    expect(first).toMatchObject({ total: CUSTOMER_COUNT, pages: Math.ceil(CUSTOMER_COUNT / 10) });
    expect(first.data).toHaveLength(10);
    const last = await callApi<ListCustomersReply>(listCustomersOperation, {
      limit: 10,
      offset: first.pages,
    });
    expect(last.data).toHaveLength(CUSTOMER_COUNT % 10 || 10);
    useMockScenario.setState({ scenario: 'empty' });
    expect(await callApi(listCustomersOperation, {})).toEqual({ data: [], pages: 0, total: 0 });
  });

  it('applies every filter of the list', async () => {
    const all = (await callApi<ListCustomersReply>(listCustomersOperation, { limit: 1000 })).data;
    const get = (query: Record<string, string | number | boolean>) =>
      callApi<ListCustomersReply>(listCustomersOperation, { limit: 1000, ...query }).then((r) => r.data);

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

  it('updates points and deletes like the API, with 409 for a stale version and 404 for an unknown or deleted customer', async () => {
    const [first] = (await callApi<ListCustomersReply>(listCustomersOperation, { limit: 1 })).data;
    const updated = await callApi(updateCustomerPointsOperation, {
      _id: first._id,
      version: first.version,
      first_name: first.first_name,
      points: 7,
    });
    fits(C.UpdateCustomerPointsReply, updated);
    expect(updated).toMatchObject({
      message: 'Successfully updated Points',
      data: { points: 7, version: first.version + 1 },
    });
    await expect(
      callApi(updateCustomerPointsOperation, { _id: first._id, version: first.version, points: 9 }),
    ).rejects.toMatchObject({ status: 409, ...C.CHANGED_ELSEWHERE.customer });
    const deleted = await callApi(deleteCustomerOperation, { customer_id: first._id });
    fits(C.MessageReply, deleted);
    const after = await callApi<ListCustomersReply>(listCustomersOperation, { limit: 1000 });
    expect(after.total).toBe(CUSTOMER_COUNT - 1);
    await expect(callApi(deleteCustomerOperation, { customer_id: first._id })).rejects.toMatchObject({
      status: 404,
    });
    await expect(
      callApi(updateCustomerPointsOperation, { _id: first._id, version: 1, points: 1 }),
    ).rejects.toMatchObject({
      status: 404,
    });
  });

  it('searches customers by name, e-mail or phone, 15 a page, in the contract shape', async () => {
    const found = await callApi<CustomerSearchReply>(searchCustomersOperation, {
      limit: 15,
      offset: 1,
      'filter.keyword': 'meera',
    });
    fits(C.CustomerSearchReply, found);
    expect(found.data.length).toBeGreaterThan(0);
    expect(found.data.length).toBeLessThanOrEqual(15);
    expect(found.data.every((c) => c.first_name === 'Meera')).toBe(true);
    // Like the API: an empty keyword is refused by the request schema; a blank one matches everyone.
    await expect(callApi(searchCustomersOperation, { 'filter.keyword': '' })).rejects.toMatchObject({
      status: 400,
      message: 'Keyword must not be empty',
      title: 'Invalid Input',
    });
    const blank = await callApi<CustomerSearchReply>(searchCustomersOperation, { 'filter.keyword': ' ' });
    expect(blank.total).toBe(CUSTOMER_COUNT);
  });

  it('pages the abandoned carts like the API, createdAt descending by default, in the contract shape', async () => {
    const first = await callApi<AbandonedCartList>(listAbandonedCartsOperation, { limit: 10, offset: 1 });
    fits(C.AbandonedCartList, first);
    expect(first).toMatchObject({ total: CART_COUNT, pages: Math.ceil(CART_COUNT / 10) });
    expect(first.data).toHaveLength(10);
    const all = (await callApi<AbandonedCartList>(listAbandonedCartsOperation, { limit: 1000 })).data;
    const created = all.map((c) => Date.parse(c.createdAt));
    expect(created).toEqual([...created].sort((a, b) => b - a));
    const byTotal = (
      await callApi<AbandonedCartList>(listAbandonedCartsOperation, {
        limit: 1000,
        'filter.sort': 'asc',
        'filter.sort_by': 'total',
      })
    ).data.map((c) => c.total);
    expect(byTotal).toEqual([...byTotal].sort((a, b) => a - b));
    useMockScenario.setState({ scenario: 'empty' });
    expect(await callApi(listAbandonedCartsOperation, {})).toEqual({ data: [], pages: 0, total: 0 });
  });

  it('filters the carts like the API: a range only with both ends', async () => {
    const get = (query: Record<string, string | number>) =>
      callApi<AbandonedCartList>(listAbandonedCartsOperation, { limit: 1000, ...query }).then((r) => r.data);
    const all = await get({});
    const one = await get({ 'filter.customer_id': all[2].customer._id });
    expect(one.map((c) => c._id)).toEqual([all[2]._id]);
    const channel = all[0].channel;
    const sameChannel = await get({ 'filter.channel': channel });
    expect(sameChannel.length).toBeGreaterThan(0);
    expect(sameChannel.every((c) => c.channel === channel)).toBe(true);
    const day = inZone(all[5].updatedAt, 'Asia/Kolkata').format('YYYY-MM-DD');
    const sameDay = await get({ 'filter.updated_from': day, 'filter.updated_to': day });
    expect(sameDay.map((c) => c._id)).toContain(all[5]._id);
    expect(sameDay.length).toBeLessThan(all.length);
    await expect(get({ 'filter.updated_from': '01/11/2026' })).rejects.toMatchObject({ status: 400 });

    expect(await get({ 'filter.cart_value_from': 1000000 })).toHaveLength(all.length);
    const valued = await get({ 'filter.cart_value_from': 1000, 'filter.cart_value_to': 5000 });
    expect(valued.length).toBeGreaterThan(0);
    expect(valued.length).toBeLessThan(all.length);
    expect(valued.every((c) => c.total >= 1000 && c.total <= 5000)).toBe(true);
    expect(await get({ 'filter.products_count_to': 0 })).toHaveLength(all.length);
    const counted = await get({ 'filter.products_count_from': 2, 'filter.products_count_to': 3 });
    expect(counted.length).toBeGreaterThan(0);
    expect(counted.every((c) => c.products_count >= 2 && c.products_count <= 3)).toBe(true);
  });

  it('answers a cart with its lines, deletes it by customer id, then 404s like the API', async () => {
    const [cart] = (await callApi<AbandonedCartList>(listAbandonedCartsOperation, { limit: 1 })).data;
    const detail = await callApi<AbandonedCartDetailReply>(getAbandonedCartOperation, {
      customer_id: cart.customer._id,
    });
    fits(C.AbandonedCartDetailReply, detail);
    expect(detail.data.products).toHaveLength(cart.products_count);
    for (const line of detail.data.products)
      expect(line.line_total).toBeCloseTo(line.selling_price * line.selected_quantity, 2);
    const lines = detail.data.products.reduce((sum, l) => sum + l.line_total, 0);
    expect(detail.data.sub_total).toBeCloseTo(lines, 2);
    expect(detail.data.total).toBeCloseTo(detail.data.sub_total + detail.data.tax, 2);

    const deleted = await callApi(deleteAbandonedCartOperation, { id: cart.customer._id });
    fits(C.MessageReply, deleted);
    expect(deleted).toEqual({ message: 'Cart Successfully Deleted', title: 'Cart Deleted' });
    expect((await callApi<AbandonedCartList>(listAbandonedCartsOperation, {})).total).toBe(CART_COUNT - 1);
    const gone = { status: 404, title: 'Cart Not Found', message: 'This customer has no cart' };
    await expect(callApi(deleteAbandonedCartOperation, { id: cart.customer._id })).rejects.toMatchObject(
      gone,
    );
    await expect(
      callApi(getAbandonedCartOperation, { customer_id: cart.customer._id }),
    ).rejects.toMatchObject(gone);
  });

  it("drops a deleted customer's cart from the list, as the API joins the customer", async () => {
    const [cart] = (await callApi<AbandonedCartList>(listAbandonedCartsOperation, { limit: 1 })).data;
    await callApi(deleteCustomerOperation, { customer_id: cart.customer._id });
    const after = await callApi<AbandonedCartList>(listAbandonedCartsOperation, { limit: 1000 });
    expect(after.total).toBe(CART_COUNT - 1);
    expect(after.data.map((c) => c._id)).not.toContain(cart._id);
  });
});
