import { setUpMocks } from './mock-server';
import { mockCustomers } from '../db/customers';
import { withCounts } from '../db/customer-counts';
import {
  callApi,
  ApiError,
  useSession,
  type ListContractsReply,
  type ListOrdersReply,
  type ListPaymentsReply,
} from '../../../index';
import * as C from '../../../contracts';
import { makeStore, schemaErrors } from '../../../testing';
import { useMockScenario } from '../mock-scenario';
import {
  getCustomerOperation,
  listContractsOperation,
  listOrdersOperation,
  listPaymentsOperation,
  type Operation,
} from '../../../index';

const fits = (schema: unknown, value: unknown) => expect(schemaErrors(schema, value)).toEqual([]);
const UNKNOWN = '00000030-0000-4000-8000-0000000009ff';

describe('standalone mocks of the customer detail screen', () => {
  setUpMocks();
  beforeEach(() => {
    useSession.setState({ token: 'dev-token', store: makeStore() });
    useMockScenario.setState({ scenario: 'normal' });
  });

  /** The customer with the most bookings, so every list has more than one page. */
  const busiest = () =>
    mockCustomers()
      .map(withCounts)
      .sort((a, b) => b.order_count - a.order_count)[0];

  it('answers GET customer in the contract shape, and 404 with the API texts for an unknown id', async () => {
    const customer = busiest();
    const reply = await callApi<{ data: unknown }>(getCustomerOperation, { customer_id: customer._id });
    fits(C.CustomerProfileReply, reply);
    const failure = await callApi(getCustomerOperation, { customer_id: UNKNOWN }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 404, message: 'Customer not found', title: 'Customer' });
  });

  it("pages the customer's bookings, payment requests and contracts 10 at a time in the contract shapes", async () => {
    const customer = busiest();
    const ask = <T>(op: Operation, offset: number) =>
      callApi<T>(op, { limit: 10, offset, 'filter.customer_id': customer._id });
    const orders = await ask<ListOrdersReply>(listOrdersOperation, 1);
    fits(C.ListOrdersReply, orders);
    expect(orders).toMatchObject({
      total: customer.order_count,
      pages: Math.ceil(customer.order_count / 10),
    });
    expect(orders.data.every((row) => row.customer_id === customer._id)).toBe(true);
    const second = await ask<ListOrdersReply>(listOrdersOperation, 2);
    expect(second.data[0]._id).not.toBe(orders.data[0]._id);

    const payments = await ask<ListPaymentsReply>(listPaymentsOperation, 1);
    fits(C.ListPaymentsReply, payments);
    expect(payments.total).toBeGreaterThan(0);
    expect(payments.data.every((row) => row.customer_id === customer._id)).toBe(true);

    const contracts = await ask<ListContractsReply>(listContractsOperation, 1);
    fits(C.ListContractsReply, contracts);
    expect(contracts.data.every((row) => row.customer_id === customer._id)).toBe(true);
  });

  it('answers an empty page for an unknown customer and all the rows without one', async () => {
    const empty = { data: [], pages: 0, total: 0 };
    const unknown = { limit: 10, offset: 1, 'filter.customer_id': UNKNOWN };
    expect(await callApi(listPaymentsOperation, unknown)).toEqual(empty);
    expect(await callApi(listContractsOperation, unknown)).toEqual(empty);
    const lookup = await callApi<ListPaymentsReply>(listPaymentsOperation, { limit: 10, offset: 1 });
    expect(new Set(lookup.data.map((row) => row.customer_id)).size).toBeGreaterThan(1);
  });
});
