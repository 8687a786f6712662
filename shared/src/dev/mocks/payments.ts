import { http, HttpResponse } from 'msw';
import {
  PAYMENT_TEXTS as T,
  linkFailedMessage,
  overUnpaidMessage,
  reviewedNote,
  type PaymentDetails,
} from '../../index';
import { emptyScenario, fail, mockUrl, paged, refuse } from './respond';
import { contains, DAY_PATTERN, query, storeToday } from './request';
import {
  PROVIDER_DOWN,
  findTarget,
  makeRequest,
  mockPayments,
  setStatus,
  statusEntry,
  type BilledTarget,
  type MockPayment,
} from './db/payments';
import { findCustomer } from './db/customers';
import { person } from './db/person';
import {
  createPaymentOperation,
  deletePaymentOperation,
  getPaymentOperation,
  getPaymentTargetOperation,
  listPaymentsOperation,
  retryPaymentLinkOperation,
  updatePaymentOperation,
} from '../../contracts/all-operations';

/**
 * The payment request calls (contracts/payments.ts, payments-writes.ts), with the API's
 * checks and texts, over the mock store's requests (db/payments.ts). New requests are made without a link and
 * marked paid by hand, as the API does with no provider.
 */
const live = () => mockPayments().requests.filter((r) => !r.deleted);
const strip = ({ key: _key, deleted: _deleted, ...row }: MockPayment): PaymentDetails => row;
const cents = (v: string | number) => Math.round(Number(v) * 100);
/** What is still unpaid on the target: its total less what its other requests received. */
function unpaid(target: BilledTarget, exceptId?: string) {
  if (target.is_paid) return 0;
  const received = live()
    .filter(
      (r) => (r.order_id === target._id || r.customer_subscription_id === target._id) && r._id !== exceptId,
    )
    .reduce(
      (sum, r) =>
        sum + (r.status === 'PAID' ? Math.max(cents(r.amount), cents(r.amount_paid)) : cents(r.amount_paid)),
      0,
    );
  return Math.max(0, cents(target.total) - received);
}
const money = (c: number) => (c / 100).toFixed(2);
const billedName = (t: BilledTarget) =>
  t.order ? `booking #${t.order.order_number}` : `contract #${t.contract!.subscription_number}`;
const overUnpaid = (amount: number, left: number, t: BilledTarget, action: 'create' | 'change') =>
  HttpResponse.json(
    {
      message: overUnpaidMessage(amount.toFixed(2), money(left), billedName(t), 'INR', action),
      title: T.overUnpaidTitle,
      code: 'OVER_UNPAID',
      confirm: true,
      unpaid: money(left),
    },
    { status: 409 },
  );
export const paymentRequestHandlers = [
  http.get(mockUrl(listPaymentsOperation), async ({ request }) => {
    const refused = await refuse(request);
    if (refused) return refused;
    const q = query(request);
    const eq = (name: string, value: (r: PaymentDetails) => unknown) => (r: PaymentDetails) =>
      !q.has(`filter.${name}`) || String(value(r)) === q.get(`filter.${name}`);
    const rows = (emptyScenario() ? [] : live())
      .filter((r) =>
        contains(
          q.get('filter.keyword'),
          r.payment_number,
          `${r.customer.first_name} ${r.customer.last_name}`,
          r.customer.email,
          r.customer.phone_no,
        ),
      )
      .filter(eq('status', (r) => r.status))
      .filter(eq('is_paid', (r) => r.is_paid))
      .filter(eq('needs_review', (r) => r.needs_review))
      .filter(eq('customer_id', (r) => r.customer_id))
      .filter(eq('order_id', (r) => r.order_id))
      .filter(eq('order_no', (r) => r.order_number))
      .filter(eq('subscription_no', (r) => r.subscription_number))
      .filter(eq('customer_subscription_id', (r) => r.customer_subscription_id))
      .filter((r) => !q.get('filter.from_end_date') || r.due_date >= q.get('filter.from_end_date')!)
      .filter((r) => !q.get('filter.to_end_date') || r.due_date <= q.get('filter.to_end_date')!)
      .map(strip);
    return HttpResponse.json(paged(rows, q.get('limit'), q.get('offset'), 10));
  }),
  http.get(mockUrl(getPaymentOperation), async ({ request }) => {
    const refused = await refuse(request);
    if (refused) return refused;
    const row = live().find((r) => r._id === query(request).get('store_payment_id'));
    return row ? HttpResponse.json({ data: strip(row) }) : fail(404, T.notFound, 'Payment Request');
  }),
  http.get(mockUrl(getPaymentTargetOperation), async ({ request }) => {
    const refused = await refuse(request);
    if (refused) return refused;
    const q = query(request);
    const target = findTarget(q.get('order_id'), q.get('customer_subscription_id'));
    if (!target) return fail(404, q.get('order_id') ? T.bookingNotFound : T.contractNotFound, 'Not Found');
    const customer = findCustomer(target.customer_id);
    return HttpResponse.json({
      data: {
        customer: customer ? person(customer) : target.order!.customer,
        order_id: target.order?._id ?? null,
        order_number: target.order?.order_number ?? null,
        customer_subscription_id: target.contract?._id ?? null,
        subscription_number: target.contract?.subscription_number ?? null,
        total: target.total,
        unpaid: money(unpaid(target)),
      },
    });
  }),
  http.post(mockUrl(createPaymentOperation), async ({ request }) => {
    const refused = await refuse(request);
    if (refused) return refused;
    const body = (await request.json()) as {
      store_payment: {
        amount: number;
        due_date: string;
        customer_id?: string | null;
        order_id?: string | null;
        customer_subscription_id?: string | null;
      };
      idempotency_key: string;
      confirm_over_unpaid?: boolean;
    };
    const input = body.store_payment;
    const store = mockPayments();
    const earlier = store.requests.find((r) => r.key === body.idempotency_key);
    const reply = (row: PaymentDetails) =>
      HttpResponse.json({
        message: T.created,
        title: T.createdTitle,
        data: {
          _id: row._id,
          payment_number: row.payment_number,
          link_status: row.link_status,
          link_url: null,
        },
      });
    if (earlier) return reply(earlier);
    if (!input.customer_id) return fail(400, T.noCustomer, T.missingFieldsTitle);
    if (input.order_id && input.customer_subscription_id) return fail(400, T.both, T.missingFieldsTitle);
    if (!input.order_id && !input.customer_subscription_id)
      return fail(400, T.eitherOne, T.missingFieldsTitle);
    if (!(input.amount > 0)) return fail(400, T.invalidAmount, T.invalidAmountTitle);
    if (!DAY_PATTERN.test(input.due_date) || input.due_date < storeToday())
      return fail(400, T.pastDue, T.pastDueTitle);
    const target = findTarget(input.order_id, input.customer_subscription_id);
    if (!target) return fail(404, input.order_id ? T.bookingNotFound : T.contractNotFound, 'Not Found');
    if (target.customer_id !== input.customer_id)
      return fail(
        400,
        target.order ? T.otherCustomerBooking : T.otherCustomerContract,
        target.order ? 'Invalid Booking' : 'Invalid Contract',
      );
    const left = unpaid(target);
    if (cents(input.amount) > left && !body.confirm_over_unpaid)
      return overUnpaid(input.amount, left, target, 'create');
    const n = Math.max(7000, ...store.requests.map((r) => r.payment_number)) - 7000 + 1;
    const row = makeRequest(n, target, input.amount.toFixed(2), input.due_date, new Date().toISOString());
    row.key = body.idempotency_key;
    store.requests.unshift(row);
    return reply(row);
  }),
  http.put(mockUrl(updatePaymentOperation), async ({ request }) => {
    const refused = await refuse(request);
    if (refused) return refused;
    const body = (await request.json()) as {
      store_payment: {
        _id: string;
        version: number;
        status?: string;
        amount?: number;
        review_done?: boolean;
      };
      confirm_over_unpaid?: boolean;
    };
    const input = body.store_payment;
    const row = live().find((r) => r._id === input._id);
    if (!row) return fail(404, T.notFound, 'Payment Request');
    if (row.version !== input.version) return fail(409, T.changed, T.changedTitle, 'CHANGED_ELSEWHERE');
    if (input.amount !== undefined && !(input.amount > 0))
      return fail(400, T.invalidAmount, T.invalidAmountTitle);
    const version = row.version;
    if (input.amount !== undefined && cents(input.amount) !== cents(row.amount)) {
      const target = findTarget(row.order_id, row.customer_subscription_id);
      const left = target ? unpaid(target, row._id) : Infinity;
      if (target && cents(input.amount) > left && !body.confirm_over_unpaid)
        return overUnpaid(input.amount, left, target, 'change');
      row.amount = input.amount.toFixed(2);
    }
    if (input.status) setStatus(row, input.status, new Date().toISOString());
    if (input.review_done && row.needs_review) {
      row.status_history.push({
        ...statusEntry(row.status, row.status, new Date().toISOString()),
        note: reviewedNote(row.review_reason),
      });
      row.needs_review = false;
      row.review_reason = null;
    }
    row.version = version + 1;
    return HttpResponse.json({ message: T.updated, title: T.updatedTitle, data: strip(row) });
  }),
  http.delete(mockUrl(deletePaymentOperation), async ({ request }) => {
    const refused = await refuse(request);
    if (refused) return refused;
    const row = live().find((r) => r._id === query(request).get('id'));
    if (!row) return fail(404, T.notFound, 'Payment Request');
    row.deleted = true;
    return HttpResponse.json({ message: T.deleted, title: T.deletedTitle });
  }),
  http.post(mockUrl(retryPaymentLinkOperation), async ({ request }) => {
    const refused = await refuse(request);
    if (refused) return refused;
    const { store_payment_id: id } = (await request.json()) as { store_payment_id: string };
    const row = live().find((r) => r._id === id);
    if (!row) return fail(404, T.notFound, 'Payment Request');
    if (!row.provider_configured) return fail(400, T.noProvider, 'No Payment Provider');
    if (row.link_status !== 'FAILED') return fail(400, T.linkNotNeeded, 'Payment Link');
    const { failingRetries } = mockPayments();
    const failuresLeft = failingRetries.get(id) ?? 0;
    if (failuresLeft > 0) {
      failingRetries.set(id, failuresLeft - 1);
      return HttpResponse.json({
        message: linkFailedMessage(PROVIDER_DOWN),
        title: T.linkFailedTitle,
        data: strip(row),
      });
    }
    Object.assign(row, {
      link_status: 'CREATED',
      link_error: null,
      link_id: `plink_mock${row.payment_number}`,
      link_url: `https://rzp.io/i/mock${row.payment_number}`,
    });
    return HttpResponse.json({ message: T.linkCreated, title: T.linkCreatedTitle, data: strip(row) });
  }),
];

/** The payments domain: payment requests, and the contracts they can bill. */
export const paymentHandlers = paymentRequestHandlers;
