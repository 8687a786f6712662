import type { FastifyInstance } from 'fastify';
import type { ListContractsReply } from '@storedesk/shared/contracts';
import { storeLocations } from '../../src/db/schema';
import { buildTestApp } from '../helpers/test-app';
import { authHeader, createStore, loginAs, type StoreRow } from '../helpers/fixtures';
import { createCustomer, type CustomerRow } from '../orders/order-fixtures';
import { createContract, createPlan, type ContractRow, type PlanRow } from '../payments/payment-fixtures';

let app: FastifyInstance;
let headers: Record<string, string>;
let otherHeaders: Record<string, string>;
let meera: CustomerRow;
let ravi: CustomerRow;
let foreign: CustomerRow;
let care: PlanRow;
let shield: PlanRow;
let locationId: string;
const k: Record<string, ContractRow> = {};

const DAY_MS = 86_400_000;
/** A store-local day of Asia/Kolkata (the fixtures' store zone), `offset` days from today. */
const kolkataDay = (offset = 0) =>
  new Date(Date.now() + 5.5 * 3_600_000 + offset * DAY_MS).toISOString().slice(0, 10);
const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 10, minute));

beforeAll(async () => {
  app = await buildTestApp();
  const store: StoreRow = await createStore(app);
  const other = await createStore(app);
  headers = authHeader(await loginAs(app, 'CSC', store));
  otherHeaders = authHeader(await loginAs(app, 'ADMIN', other));
  meera = await createCustomer(app, store, { firstName: 'Meera', lastName: 'Kapoor' });
  ravi = await createCustomer(app, store, { firstName: 'Ravi', lastName: 'Kumar' });
  foreign = await createCustomer(app, other, { firstName: 'Meera', lastName: 'Elsewhere' });
  [{ id: locationId }] = await app.db
    .insert(storeLocations)
    .values({ storeId: store.id, name: 'North' })
    .returning();
  care = await createPlan(app, store, 'Annual AC Care Plan');
  shield = await createPlan(app, store, 'Pest Shield');
  // Eleven older contracts of Ravi's ending far ahead, so the list has two pages.
  for (let i = 0; i < 11; i += 1)
    k[`bulk${i}`] = await createContract(app, store, care, ravi, { createdAt: at(i), endDate: '2030-01-01' });
  k.endsToday = await createContract(app, store, care, meera, {
    endDate: kolkataDay(0),
    isApproved: 'APPROVED',
    isPaid: true,
    payment: { is_paid: true, payment_method: 'upi', transaction_id: 'pay_9' },
    orderType: 'WEB_APP',
    applicableToLocation: locationId,
    createdAt: at(20),
  });
  k.expired = await createContract(app, store, shield, meera, {
    startDate: '2024-01-10',
    endDate: '2025-01-10',
    isExpired: true,
    isActive: false,
    isApproved: 'CANCELLED',
    renewedFromId: null,
    createdAt: at(30),
  });
  k.renewal = await createContract(app, store, shield, meera, {
    startDate: kolkataDay(1),
    endDate: kolkataDay(40),
    isApproved: 'ON_HOLD',
    renewedFromId: k.expired.id,
    price: '2999.00',
    createdAt: at(40),
  });
  k.foreign = await createContract(app, other, await createPlan(app, other), foreign, { createdAt: at(50) });
});
afterAll(() => app.close());

const get = (query: Record<string, string | number | boolean>, h = headers) =>
  app.inject({
    method: 'GET',
    url: '/api/store/customer_subscription/all',
    query: Object.fromEntries(Object.entries(query).map(([key, v]) => [key, String(v)])),
    headers: h,
  });
const list = async (query: Record<string, string | number | boolean> = {}, h = headers) => {
  const res = await get(query, h);
  expect(res.statusCode).toBe(200);
  return res.json() as ListContractsReply;
};
const ids = (reply: ListContractsReply) => reply.data.map((row) => row._id);
const MEERAS = () => [k.renewal.id, k.expired.id, k.endsToday.id];

describe('GET store/customer_subscription/all', () => {
  it('pages 10 from page 1, newest first, with the spec fields and money as strings', async () => {
    const first = await list({ limit: 10, offset: 1 });
    expect(first).toMatchObject({ total: 14, pages: 2 });
    expect(ids(first).slice(0, 3)).toEqual(MEERAS());
    expect(first.data[0]).toEqual({
      _id: k.renewal.id,
      subscription_number: k.renewal.subscriptionNumber,
      subscription_id: shield.id,
      subscription_name: 'Pest Shield',
      variant_id: 'v1',
      variant: {
        _id: 'v1',
        name: '2 BHK',
        billing_period: { billing_period_id: { _id: 'bp-12', value: 12 }, price: '8999.00' },
      },
      parent_sku: 'P100',
      start_date: kolkataDay(1),
      end_date: kolkataDay(40),
      price: '2999.00',
      is_active: true,
      is_expired: false,
      is_approved: 'ON_HOLD',
      zuper_contract_uid: null,
      customer_id: meera.id,
      customer: {
        _id: meera.id,
        first_name: 'Meera',
        last_name: 'Kapoor',
        email: meera.email,
        phone_no: meera.phoneNo,
      },
      payment: { is_paid: false, payment_method: null, transaction_id: null },
      is_paid: false,
      request_customer_payment: false,
      order_type: 'CSC',
      applicable_to_location: null,
      renewed_from: k.expired.id,
      createdAt: at(40).toISOString(),
      updatedAt: k.renewal.updatedAt.toISOString(),
    });
    const second = await list({ offset: 2 });
    expect(ids(second)).toEqual([k.bulk3, k.bulk2, k.bulk1, k.bulk0].map((row) => row.id));
  });

  it('filters by customer, number, master contract, channel, location, approval and paid flag', async () => {
    expect(ids(await list({ 'filter.customer_id': meera.id }))).toEqual(MEERAS());
    expect(ids(await list({ 'filter.subscription_number': k.expired.subscriptionNumber }))).toEqual([
      k.expired.id,
    ]);
    expect(ids(await list({ 'filter.subscription_id': shield.id }))).toEqual([k.renewal.id, k.expired.id]);
    expect(ids(await list({ 'filter.order_type': 'WEB_APP' }))).toEqual([k.endsToday.id]);
    expect(ids(await list({ 'filter.applicable_to_location': locationId }))).toEqual([k.endsToday.id]);
    expect(ids(await list({ 'filter.is_approved': 'CANCELLED' }))).toEqual([k.expired.id]);
    expect(ids(await list({ 'filter.is_paid': true }))).toEqual([k.endsToday.id]);
    expect((await list({ 'filter.is_paid': false })).total).toBe(13);
  });

  it('filters end dates by store-local range and by TODAY / WEEK / MONTH of the store time zone', async () => {
    const range = await list({ 'filter.from_end_date': '2025-01-10', 'filter.to_end_date': kolkataDay(0) });
    expect(ids(range)).toEqual([k.expired.id, k.endsToday.id]);
    expect(ids(await list({ 'filter.end_date_option': 'TODAY' }))).toEqual([k.endsToday.id]);
    const today = kolkataDay(0);
    const dow = new Date(`${today}T00:00:00Z`).getUTCDay();
    const inWeek = (day: string) => day >= kolkataDay(-dow) && day <= kolkataDay(6 - dow);
    const inMonth = (day: string) => day.slice(0, 7) === today.slice(0, 7);
    const mine = [k.renewal, k.expired, k.endsToday];
    expect(ids(await list({ 'filter.end_date_option': 'WEEK' }))).toEqual(
      mine.filter((row) => inWeek(row.endDate)).map((row) => row.id),
    );
    expect(ids(await list({ 'filter.end_date_option': 'MONTH' }))).toEqual(
      mine.filter((row) => inMonth(row.endDate)).map((row) => row.id),
    );
    // CUSTOM adds nothing of its own: the range carries it.
    expect((await list({ 'filter.end_date_option': 'CUSTOM' })).total).toBe(14);
  });

  it('searches the keyword in the contract number and the customer name', async () => {
    expect(ids(await list({ 'filter.keyword': String(k.renewal.subscriptionNumber) }))).toEqual([
      k.renewal.id,
    ]);
    expect(ids(await list({ 'filter.keyword': 'Meera' }))).toEqual(MEERAS());
    expect((await list({ 'filter.keyword': 'nobody-like-this' })).total).toBe(0);
  });

  it("shows only the token's store: another store's customer gives an empty page", async () => {
    expect(ids(await list({}, otherHeaders))).toEqual([k.foreign.id]);
    expect(await list({ 'filter.customer_id': foreign.id })).toEqual({ data: [], total: 0, pages: 0 });
    expect(await list({ 'filter.customer_id': meera.id }, otherHeaders)).toEqual({
      data: [],
      total: 0,
      pages: 0,
    });
    expect((await list({ 'filter.keyword': 'Meera' }, otherHeaders)).data.map((r) => r.customer._id)).toEqual(
      [foreign.id],
    );
  });

  it('answers 400 {message, title} to bad input', async () => {
    const bad: Record<string, string | number>[] = [
      { limit: 0 },
      { offset: -1 },
      { 'filter.customer_id': 'x' },
      { 'filter.end_date_option': 'YEAR' },
      { 'filter.to_end_date': '2026-02-31x' },
      { 'filter.order_type': 'POS' },
      { 'filter.is_approved': 'true' },
      { 'filter.is_paid': 'yes' },
      { 'filter.subscription_number': 'abc' },
      { 'filter.other': 1 },
    ];
    for (const query of bad) {
      const res = await get(query);
      expect([query, res.statusCode]).toEqual([query, 400]);
      expect(res.json()).toEqual({ message: expect.any(String), title: expect.any(String) });
    }
  });

  it('refuses a call without a token (401)', async () => {
    expect((await get({}, {})).statusCode).toBe(401);
  });
});
