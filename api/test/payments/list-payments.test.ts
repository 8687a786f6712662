import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { ListPaymentsReply } from '@storedesk/shared/contracts';
import { storePayments } from '../../src/db/schema';
import { buildTestApp } from '../helpers/test-app';
import { authHeader, createStore, loginAs, type StoreRow } from '../helpers/fixtures';
import {
  createBooking,
  createCustomer,
  createStatuses,
  type BookingRow,
  type CustomerRow,
} from '../orders/order-fixtures';
import {
  createContract,
  createPayment,
  createPlan,
  type ContractRow,
  type PaymentRow,
} from './payment-fixtures';

let app: FastifyInstance;
let headers: Record<string, string>;
let otherHeaders: Record<string, string>;
let meera: CustomerRow;
let ravi: CustomerRow;
let foreign: CustomerRow;
let booking: BookingRow;
let approved: ContractRow;
let onHold: ContractRow;
const p: Record<string, PaymentRow> = {};

const entry = { from_status: null, source: 'STAFF', note: null, updated_by: null, updated_by_name: null };
const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 10, minute));

beforeAll(async () => {
  app = await buildTestApp();
  const store: StoreRow = await createStore(app);
  const other = await createStore(app);
  headers = authHeader(await loginAs(app, 'FINANCE', store));
  otherHeaders = authHeader(await loginAs(app, 'ADMIN', other));
  meera = await createCustomer(app, store, { firstName: 'Meera', lastName: 'Kapoor' });
  ravi = await createCustomer(app, store, { firstName: 'Ravi', lastName: 'Kumar' });
  foreign = await createCustomer(app, other, { firstName: 'Meera', lastName: 'Elsewhere' });
  const { placed } = await createStatuses(app, store);
  booking = await createBooking(app, store, { customer: meera, status: placed });
  const plan = await createPlan(app, store);
  approved = await createContract(app, store, plan, ravi, { isApproved: 'APPROVED' });
  onHold = await createContract(app, store, plan, meera, { isApproved: 'ON_HOLD' });
  // Twelve older requests of Ravi's without a booking or contract link, so the list has two pages.
  for (let i = 0; i < 12; i += 1)
    p[`bulk${i}`] = await createPayment(app, store, ravi, { createdAt: at(i), dueDate: '2026-10-01' });
  p.forBooking = await createPayment(app, store, meera, {
    orderId: booking.id,
    dueDate: '2026-11-25',
    createdAt: at(20),
  });
  p.paid = await createPayment(app, store, meera, {
    customerSubscriptionId: onHold.id,
    status: 'PAID',
    isPaid: true,
    payment: { is_paid: true, payment_method: 'upi', transaction_id: 'pay_1' },
    amount: '1599.00',
    dueDate: '2026-12-05',
    externalInvoiceUid: 'INV-1',
    createdAt: at(30),
  });
  p.failed = await createPayment(app, store, ravi, {
    customerSubscriptionId: approved.id,
    status: 'FAILED',
    dueDate: '2026-11-20',
    createdAt: at(40),
  });
  p.foreign = await createPayment(app, other, foreign, { createdAt: at(50) });
});
afterAll(() => app.close());

const get = (query: Record<string, string | number | boolean>, h = headers) =>
  app.inject({
    method: 'GET',
    url: '/api/store/payment/all',
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    headers: h,
  });
const list = async (query: Record<string, string | number | boolean> = {}, h = headers) => {
  const res = await get(query, h);
  expect(res.statusCode).toBe(200);
  return res.json() as ListPaymentsReply;
};
const ids = (reply: ListPaymentsReply) => reply.data.map((row) => row._id);

describe('GET store/payment/all', () => {
  it('pages 10 from page 1, newest first, with the spec fields and money as strings', async () => {
    const first = await list({ limit: 10, offset: 1 });
    expect(first).toMatchObject({ total: 15, pages: 2 });
    expect(ids(first).slice(0, 3)).toEqual([p.failed.id, p.paid.id, p.forBooking.id]);
    expect(first.data[1]).toEqual({
      _id: p.paid.id,
      payment_number: p.paid.paymentNumber,
      amount: '1599.00',
      status: 'PAID',
      due_date: '2026-12-05',
      customer_id: meera.id,
      customer: {
        _id: meera.id,
        first_name: 'Meera',
        last_name: 'Kapoor',
        email: meera.email,
        phone_no: meera.phoneNo,
      },
      order_id: null,
      order_number: null,
      customer_subscription_id: onHold.id,
      subscription_number: onHold.subscriptionNumber,
      payment: { is_paid: true, payment_method: 'upi', transaction_id: 'pay_1' },
      is_paid: true,
      external_invoice_uid: 'INV-1',
      amount_paid: '0.00',
      link_status: 'NOT_CONFIGURED',
      needs_review: false,
      status_history: [
        { ...entry, status: 'PENDING', createdAt: at(30).toISOString() },
        { ...entry, status: 'PAID', createdAt: new Date(at(30).getTime() + 60_000).toISOString() },
      ],
      createdAt: at(30).toISOString(),
      updatedAt: p.paid.updatedAt.toISOString(),
    });
    expect(first.data[2]).toMatchObject({ order_id: booking.id, order_number: booking.orderNumber });
    const second = await list({ limit: 10, offset: 2 });
    expect(ids(second)).toEqual([p.bulk4, p.bulk3, p.bulk2, p.bulk1, p.bulk0].map((row) => row.id));
    expect(await list({ limit: 10, offset: 3 })).toEqual({ data: [], total: 15, pages: 2 });
  });

  it('filters by customer, booking, contract, status and paid flag', async () => {
    expect(ids(await list({ 'filter.customer_id': meera.id }))).toEqual([p.paid.id, p.forBooking.id]);
    expect(ids(await list({ 'filter.order_id': booking.id }))).toEqual([p.forBooking.id]);
    expect(ids(await list({ 'filter.customer_subscription_id': approved.id }))).toEqual([p.failed.id]);
    expect(ids(await list({ 'filter.status': 'FAILED' }))).toEqual([p.failed.id]);
    expect(ids(await list({ 'filter.is_paid': true }))).toEqual([p.paid.id]);
    expect((await list({ 'filter.is_paid': false })).total).toBe(14);
  });

  it('filters the requests flagged for review, each row with what was received', async () => {
    await app.db
      .update(storePayments)
      .set({
        needsReview: true,
        reviewReason: 'Received 2000.00, more than the 1599.00 asked',
        amountPaid: '2000',
      })
      .where(eq(storePayments.id, p.paid.id));
    const flagged = await list({ 'filter.needs_review': true });
    expect(ids(flagged)).toEqual([p.paid.id]);
    expect(flagged.data[0]).toMatchObject({ needs_review: true, amount: '1599.00', amount_paid: '2000.00' });
    expect((await list({ 'filter.needs_review': false })).total).toBe(14);
    expect((await get({ 'filter.needs_review': 'perhaps' })).statusCode).toBe(400);
  });

  it('filters by booking number, contract number, contract approval and due-date range', async () => {
    expect(ids(await list({ 'filter.order_no': booking.orderNumber }))).toEqual([p.forBooking.id]);
    expect(ids(await list({ 'filter.subscription_no': onHold.subscriptionNumber }))).toEqual([p.paid.id]);
    expect(ids(await list({ 'filter.is_approved': 'APPROVED' }))).toEqual([p.failed.id]);
    expect(ids(await list({ 'filter.is_approved': 'REJECTED' }))).toEqual([]);
    const range = await list({ 'filter.from_end_date': '2026-11-20', 'filter.to_end_date': '2026-11-25' });
    expect(ids(range)).toEqual([p.failed.id, p.forBooking.id]);
    expect(ids(await list({ 'filter.from_end_date': '2026-12-01' }))).toEqual([p.paid.id]);
    expect(ids(await list({ 'filter.customer_id': meera.id, 'filter.status': 'PENDING' }))).toEqual([
      p.forBooking.id,
    ]);
  });

  it('searches the keyword in the payment number and the customer name', async () => {
    expect(ids(await list({ 'filter.keyword': String(p.failed.paymentNumber) }))).toEqual([p.failed.id]);
    expect(ids(await list({ 'filter.keyword': 'meera kap' }))).toEqual([p.paid.id, p.forBooking.id]);
    expect((await list({ 'filter.keyword': 'nobody-like-this' })).total).toBe(0);
  });

  it("shows only the token's store: another store's customer or contract gives an empty page", async () => {
    expect(ids(await list({}, otherHeaders))).toEqual([p.foreign.id]);
    expect(await list({ 'filter.customer_id': foreign.id })).toEqual({ data: [], total: 0, pages: 0 });
    expect(await list({ 'filter.customer_id': meera.id }, otherHeaders)).toEqual({
      data: [],
      total: 0,
      pages: 0,
    });
    expect((await list({ 'filter.subscription_no': onHold.subscriptionNumber }, otherHeaders)).total).toBe(0);
    expect((await list({ 'filter.order_no': booking.orderNumber }, otherHeaders)).total).toBe(0);
  });

  it('answers 400 {message, title} to bad input', async () => {
    const bad: Record<string, string | number>[] = [
      { limit: 0 },
      { offset: 0 },
      { 'filter.customer_id': 'not-a-uuid' },
      { 'filter.status': 'LOST' },
      { 'filter.is_paid': 'maybe' },
      { 'filter.is_approved': 'YES' },
      { 'filter.order_no': -1 },
      { 'filter.from_end_date': '2026-13-01' },
      { 'filter.keyword': 'x'.repeat(101) },
      { 'filter.unknown': 1 },
    ];
    for (const query of bad) {
      const res = await get(query);
      expect([query, res.statusCode]).toEqual([query, 400]);
      expect(res.json()).toEqual({ message: expect.any(String), title: expect.any(String) });
    }
  });

  it('needs list_payment (CSC has not)', async () => {
    const csc = authHeader(await loginAs(app, 'CSC'));
    expect((await get({}, csc)).statusCode).toBe(403);
  });
});
