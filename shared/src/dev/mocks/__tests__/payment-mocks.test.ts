import dayjs from 'dayjs';
import {
  callApi,
  ApiError,
  PAYMENT_TEXTS as T,
  type ListPaymentsReply,
  type PaymentDetails,
} from '../../../index';
import * as C from '../../../contracts';
import { mockPayments } from '../db/payments';
import { storeToday } from '../request';
import { fits, setUpMocks } from './mock-server';
import {
  createPaymentOperation,
  getPaymentTargetOperation,
  listPaymentsOperation,
  updatePaymentOperation,
} from '../../../index';

/** The payments domain against the API's main rules (api/test/payments). */
describe('payment request mocks', () => {
  setUpMocks();

  const list = (query: Record<string, unknown>) =>
    callApi<ListPaymentsReply>(listPaymentsOperation, { limit: 10, offset: 1, ...query });
  const failure = (p: Promise<unknown>) => p.then(() => null).catch((e: unknown) => e as ApiError);

  it('pages 10 from page 1, newest first, in the contract shape', async () => {
    const first = await list({});
    fits(C.ListPaymentsReply, first);
    const all = mockPayments().requests;
    expect(first).toMatchObject({ total: all.length, pages: Math.ceil(all.length / 10) });
    expect(first.data.map((r) => r.payment_number)).toEqual(all.slice(0, 10).map((r) => r.payment_number));
    const second = await list({ offset: 2 });
    expect(second.data[0].payment_number).toBe(all[10].payment_number);
  });

  it('filters by status, paid flag, review flag, customer and booking number, and searches the keyword', async () => {
    const paid = await list({ 'filter.status': 'PAID', limit: 100 });
    expect(paid.total).toBeGreaterThan(0);
    expect(paid.data.every((r) => r.status === 'PAID' && r.is_paid)).toBe(true);
    const flagged = await list({ 'filter.needs_review': true });
    expect(flagged.total).toBe(1);
    const one = paid.data[0];
    const theirs = await list({ 'filter.customer_id': one.customer_id, limit: 100 });
    expect(theirs.data.every((r) => r.customer_id === one.customer_id)).toBe(true);
    const byNumber = await list({ 'filter.order_no': one.order_number ?? undefined });
    expect(byNumber.data.every((r) => r.order_number === one.order_number)).toBe(true);
    const byKeyword = await list({ 'filter.keyword': String(one.payment_number) });
    expect(byKeyword.data.map((r) => r.payment_number)).toEqual([one.payment_number]);
  });

  it('asks to confirm a request larger than what is still unpaid (409 with the unpaid), then makes it once per key', async () => {
    const order = mockPayments().requests.find((r) => r.order_id && !r.is_paid)!;
    const target = await callApi<{ data: { unpaid: string } }>(getPaymentTargetOperation, {
      order_id: order.order_id,
    });
    const over = Number(target.data.unpaid) + 100;
    const body = (confirm: boolean) => ({
      store_payment: {
        amount: over,
        due_date: storeToday(),
        customer_id: order.customer_id,
        order_id: order.order_id,
      },
      idempotency_key: 'key-1',
      confirm_over_unpaid: confirm,
    });
    const asked = await failure(callApi(createPaymentOperation, body(false)));
    expect(asked).toMatchObject({ status: 409, title: T.overUnpaidTitle });
    const made = await callApi<{ data: { payment_number: number } }>(createPaymentOperation, body(true));
    const again = await callApi<{ data: { payment_number: number } }>(createPaymentOperation, body(true));
    expect(again.data.payment_number).toBe(made.data.payment_number);
    expect((await list({})).data[0].payment_number).toBe(made.data.payment_number);
  });

  it('refuses a past due date and an amount of 0 with the spec texts', async () => {
    const row = mockPayments().requests.find((r) => r.order_id)!;
    const post = (amount: number, due_date: string) =>
      failure(
        callApi(createPaymentOperation, {
          store_payment: { amount, due_date, customer_id: row.customer_id, order_id: row.order_id },
          idempotency_key: `k-${amount}-${due_date}`,
        }),
      );
    const yesterday = dayjs(storeToday()).subtract(1, 'day').format('YYYY-MM-DD');
    expect(await post(10, yesterday)).toMatchObject({
      status: 400,
      message: T.pastDue,
      title: T.pastDueTitle,
    });
    expect(await post(0, storeToday())).toMatchObject({ status: 400, message: T.invalidAmount });
  });

  it('a stale version is 409 with the changed-elsewhere text; the current one saves and bumps it', async () => {
    const row = mockPayments().requests.find((r) => r.status === 'PENDING')!;
    const { version } = row;
    const put = (version: number) =>
      callApi<{ data: PaymentDetails }>(updatePaymentOperation, {
        store_payment: { _id: row._id, version, status: 'PAID' },
      });
    expect(await failure(put(version + 1))).toMatchObject({
      status: 409,
      message: T.changed,
      title: T.changedTitle,
    });
    const saved = await put(version);
    expect(saved.data).toMatchObject({ status: 'PAID', is_paid: true, version: version + 1 });
  });
});
