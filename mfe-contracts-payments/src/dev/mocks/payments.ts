import { http, HttpResponse } from 'msw';
import {
  PAYMENT_TEXTS as T,
  linkFailedMessage,
  overUnpaidMessage,
  reviewedNote,
  type CustomerSummary,
  type PaymentDetails,
  type PaymentStatusEntry,
} from '@storedesk/shared';
import { fail, mockUrl, paged, refuse } from '@storedesk/shared/dev/mocks';
import { DAY_PATTERN, query, storeToday } from '@storedesk/shared/dev/mock-request';
import { MOCK_PAYMENT_METHODS, mockId } from '@storedesk/shared/dev/mock-data';

/**
 * MSW mocks of the payment request calls (contracts/payments.ts, payments-writes.ts) with the API's checks and
 * texts: customers to search, their bookings and contracts, and requests kept in memory for the page's life.
 * New requests are made without a link and marked paid by hand, as the API does with no provider. A few seeded
 * ones went through a provider: the part-paid ones (received and remaining) and #7009, whose link failed; its first
 * retry fails again and the second makes the link.
 */
const customers: CustomerSummary[] = [
  ['Meera', 'Kapoor', '9876543210', 'meera@example.test'],
  ['Ravi', 'Kumar', '9123456780', null],
  ['Anita', 'Desai', null, 'anita@example.test'],
].map(([first, last, phone, email], i) => ({
  _id: mockId(1, i + 1),
  first_name: first as string,
  last_name: last as string,
  phone_no: phone,
  email,
  country_code: '+91',
  points: 0,
  order_count: 2,
  order_total: 0,
}));
const bookings = customers.flatMap((c, i) =>
  [0, 1].map((j) => ({
    _id: mockId(2, i * 2 + j + 1),
    order_number: 1001 + i * 2 + j,
    customer_id: c._id,
    total: (1200 + 350 * j + 100 * i).toFixed(2),
    is_paid: false,
  })),
);
const contracts = customers.slice(0, 2).map((c, i) => ({
  _id: mockId(3, i + 1),
  subscription_number: 5001 + i,
  subscription_name: i ? 'Annual Pest Control' : 'Home Care Plus',
  customer_id: c._id,
  price: (8999 + 1000 * i).toFixed(2),
  is_paid: false,
}));

const listedCustomer = (c: CustomerSummary) => ({
  _id: c._id,
  first_name: c.first_name,
  last_name: c.last_name,
  email: c.email,
  phone_no: c.phone_no,
});
const entry = (
  status: string,
  from: string | null,
  at: string,
  source = 'STAFF',
  note: string | null = null,
): PaymentStatusEntry => ({
  status,
  from_status: from,
  source,
  note,
  updated_by: source === 'STAFF' ? mockId(9, 1) : null,
  updated_by_name: source === 'STAFF' ? 'Dev Admin' : null,
  createdAt: at,
});

let requests: (PaymentDetails & { key: string | null; deleted: boolean })[] = [];
const keyed = new Map<string, string>();
/** Retries of a failed link that fail again before one works. */
const failingRetries = new Map<string, number>();
const FAILED_LINK_REQUEST = 9;
const PROVIDER_DOWN = 'The provider is down';

function makeRequest(
  n: number,
  b: { order?: (typeof bookings)[number]; contract?: (typeof contracts)[number] },
  amount: string,
  status: string,
  due: string,
) {
  const customer = customers.find((c) => c._id === (b.order?.customer_id ?? b.contract?.customer_id))!;
  const created = new Date(Date.UTC(2026, 10, 1 + n, 9, 30)).toISOString();
  const history = [entry('PENDING', null, created)];
  if (status !== 'PENDING')
    history.push(
      entry(
        status,
        'PENDING',
        new Date(Date.parse(created) + 3_600_000).toISOString(),
        status === 'PAID' ? 'PROVIDER' : 'STAFF',
      ),
    );
  const row: PaymentDetails & { key: string | null; deleted: boolean } = {
    _id: mockId(4, n),
    payment_number: 7000 + n,
    amount,
    status,
    due_date: due,
    customer_id: customer._id,
    customer: listedCustomer(customer),
    order_id: b.order?._id ?? null,
    order_number: b.order?.order_number ?? null,
    customer_subscription_id: b.contract?._id ?? null,
    subscription_number: b.contract?.subscription_number ?? null,
    payment: {
      is_paid: status === 'PAID',
      payment_method: status === 'PAID' ? 'CARD' : null,
      transaction_id: status === 'PAID' ? `pay_mock${n}` : null,
    },
    is_paid: status === 'PAID',
    external_invoice_uid: n % 2 ? `INV-${1000 + n}` : null,
    amount_paid: status === 'PAID' ? amount : '0.00',
    link_status: 'NOT_CONFIGURED',
    needs_review: n === 12,
    status_history: history,
    createdAt: created,
    updatedAt: created,
    version: history.length - 1,
    link_id: null,
    link_url: null,
    link_error: null,
    link_expires_at: null,
    review_reason: n === 12 ? 'Payment received after the request was cancelled' : null,
    provider_configured: false,
    last_paid: history.filter((h) => h.status === 'PAID').at(-1) ?? null,
    billed_total: b.order?.total ?? b.contract?.price ?? null,
    key: null,
    deleted: false,
  };
  if (status === 'PARTIALLY_PAID')
    Object.assign(row, {
      amount_paid: (Number(amount) * 0.4).toFixed(2),
      link_status: 'PARTIALLY_PAID',
      link_id: `plink_mock${n}`,
      link_url: `https://rzp.io/i/mock${n}`,
      provider_configured: true,
    });
  if (n === FAILED_LINK_REQUEST)
    Object.assign(row, { link_status: 'FAILED', link_error: PROVIDER_DOWN, provider_configured: true });
  return row;
}

function resetRequests() {
  const statuses = ['PENDING', 'PAID', 'PAID', 'PENDING', 'CANCELLED', 'PARTIALLY_PAID', 'FAILED', 'EXPIRED'];
  requests = Array.from({ length: 14 }, (_, i) => {
    const n = i + 1;
    const target = i % 4 === 3 ? { contract: contracts[i % 2] } : { order: bookings[i % bookings.length] };
    return makeRequest(
      n,
      target,
      (500 + 125 * i).toFixed(2),
      statuses[i % statuses.length],
      `2026-12-${String(1 + i).padStart(2, '0')}`,
    );
  }).reverse();
  keyed.clear();
  failingRetries.clear();
  failingRetries.set(mockId(4, FAILED_LINK_REQUEST), 1);
}
resetRequests();

const live = () => requests.filter((r) => !r.deleted);
const strip = ({ key: _key, deleted: _deleted, ...row }: (typeof requests)[number]): PaymentDetails => row;
const cents = (v: string | number) => Math.round(Number(v) * 100);
function unpaid(
  target: { _id: string; total?: string; price?: string; is_paid: boolean },
  exceptId?: string,
) {
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
  return Math.max(0, cents(target.total ?? target.price ?? '0') - received);
}
const money = (c: number) => (c / 100).toFixed(2);

export const paymentHandlers = [
  http.get(mockUrl('master/payment_method/all'), () =>
    HttpResponse.json(paged(MOCK_PAYMENT_METHODS, '10000', '1')),
  ),
  http.get(mockUrl('customer/search'), async ({ request }) => {
    const refused = await refuse(request);
    if (refused) return refused;
    const q = query(request);
    const keyword = q.get('filter.keyword')?.trim().toLowerCase() ?? '';
    const rows = customers.filter((c) =>
      [`${c.first_name} ${c.last_name}`, c.email ?? '', c.phone_no ?? ''].some((t) =>
        t.toLowerCase().includes(keyword),
      ),
    );
    return HttpResponse.json(paged(rows, q.get('limit'), q.get('offset'), 15));
  }),
  http.get(mockUrl('store/order/all'), async ({ request }) => {
    const refused = await refuse(request);
    if (refused) return refused;
    const q = query(request);
    const rows = bookings.filter((b) => b.customer_id === q.get('filter.customer_id'));
    return HttpResponse.json(paged(rows, q.get('limit'), q.get('offset'), 20));
  }),
  http.get(mockUrl('store/customer_subscription/all'), async ({ request }) => {
    const refused = await refuse(request);
    if (refused) return refused;
    const q = query(request);
    const rows = contracts.filter((c) => c.customer_id === q.get('filter.customer_id'));
    return HttpResponse.json(paged(rows, q.get('limit'), q.get('offset'), 10));
  }),
  http.get(mockUrl('store/payment/all'), async ({ request }) => {
    const refused = await refuse(request);
    if (refused) return refused;
    const q = query(request);
    const eq = (name: string, value: (r: PaymentDetails) => unknown) => (r: PaymentDetails) =>
      !q.has(`filter.${name}`) || String(value(r)) === q.get(`filter.${name}`);
    const rows = live()
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
  http.get(mockUrl('store/payment/details'), async ({ request }) => {
    const refused = await refuse(request);
    if (refused) return refused;
    const row = live().find((r) => r._id === query(request).get('store_payment_id'));
    return row ? HttpResponse.json({ data: strip(row) }) : fail(404, T.notFound, 'Payment Request');
  }),
  http.get(mockUrl('store/payment/target'), async ({ request }) => {
    const refused = await refuse(request);
    if (refused) return refused;
    const q = query(request);
    const order = bookings.find((b) => b._id === q.get('order_id'));
    const contract = contracts.find((c) => c._id === q.get('customer_subscription_id'));
    const target = order ?? contract;
    if (!target) return fail(404, order ? T.bookingNotFound : T.contractNotFound, 'Not Found');
    const customer = customers.find((c) => c._id === target.customer_id)!;
    return HttpResponse.json({
      data: {
        customer: listedCustomer(customer),
        order_id: order?._id ?? null,
        order_number: order?.order_number ?? null,
        customer_subscription_id: contract?._id ?? null,
        subscription_number: contract?.subscription_number ?? null,
        total: order?.total ?? contract!.price,
        unpaid: money(unpaid(target)),
      },
    });
  }),
  http.post(mockUrl('store/payment'), async ({ request }) => {
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
    const earlier = keyed.get(body.idempotency_key);
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
    if (earlier) return reply(requests.find((r) => r._id === earlier)!);
    if (!input.customer_id) return fail(400, T.noCustomer, T.missingFieldsTitle);
    if (input.order_id && input.customer_subscription_id) return fail(400, T.both, T.missingFieldsTitle);
    if (!input.order_id && !input.customer_subscription_id)
      return fail(400, T.eitherOne, T.missingFieldsTitle);
    if (!(input.amount > 0)) return fail(400, T.invalidAmount, T.invalidAmountTitle);
    if (!DAY_PATTERN.test(input.due_date) || input.due_date < storeToday())
      return fail(400, T.pastDue, T.pastDueTitle);
    const order = bookings.find((b) => b._id === input.order_id);
    const contract = contracts.find((c) => c._id === input.customer_subscription_id);
    const target = order ?? contract;
    if (!target) return fail(404, input.order_id ? T.bookingNotFound : T.contractNotFound, 'Not Found');
    if (target.customer_id !== input.customer_id)
      return fail(
        400,
        order ? T.otherCustomerBooking : T.otherCustomerContract,
        order ? 'Invalid Booking' : 'Invalid Contract',
      );
    const left = unpaid(target);
    if (cents(input.amount) > left && !body.confirm_over_unpaid)
      return HttpResponse.json(
        {
          message: overUnpaidMessage(
            input.amount.toFixed(2),
            money(left),
            order ? `booking #${order.order_number}` : `contract #${contract!.subscription_number}`,
            'INR',
            'create',
          ),
          title: T.overUnpaidTitle,
          confirm: true,
          unpaid: money(left),
        },
        { status: 409 },
      );
    const n = Math.max(...requests.map((r) => r.payment_number)) - 7000 + 1;
    const row = makeRequest(
      n,
      order ? { order } : { contract },
      input.amount.toFixed(2),
      'PENDING',
      input.due_date,
    );
    row.needs_review = false;
    row.review_reason = null;
    row.createdAt = new Date().toISOString();
    row.status_history = [entry('PENDING', null, row.createdAt)];
    row.version = 0;
    requests.unshift(row);
    keyed.set(body.idempotency_key, row._id);
    return reply(row);
  }),
  http.put(mockUrl('store/payment'), async ({ request }) => {
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
    };
    const input = body.store_payment;
    const row = live().find((r) => r._id === input._id);
    if (!row) return fail(404, T.notFound, 'Payment Request');
    if (row.version !== input.version) return fail(409, T.changed, T.changedTitle);
    if (input.amount !== undefined && !(input.amount > 0))
      return fail(400, T.invalidAmount, T.invalidAmountTitle);
    if (input.amount !== undefined && cents(input.amount) !== cents(row.amount)) {
      const order = bookings.find((b) => b._id === row.order_id);
      const contract = contracts.find((c) => c._id === row.customer_subscription_id);
      const target = order ?? contract;
      const left = target ? unpaid(target, row._id) : Infinity;
      if (
        target &&
        cents(input.amount) > left &&
        !(body as { confirm_over_unpaid?: boolean }).confirm_over_unpaid
      )
        return HttpResponse.json(
          {
            message: overUnpaidMessage(
              input.amount.toFixed(2),
              money(left),
              order ? `booking #${order.order_number}` : `contract #${contract!.subscription_number}`,
              'INR',
              'change',
            ),
            title: T.overUnpaidTitle,
            confirm: true,
            unpaid: money(left),
          },
          { status: 409 },
        );
      row.amount = input.amount.toFixed(2);
    }
    if (input.status && input.status !== row.status) {
      row.status_history.push(entry(input.status, row.status, new Date().toISOString()));
      row.status = input.status;
      row.is_paid = input.status === 'PAID';
      row.payment = { ...row.payment, is_paid: row.is_paid };
      row.last_paid = row.status_history.filter((h) => h.status === 'PAID').at(-1) ?? null;
    }
    if (input.review_done && row.needs_review) {
      row.status_history.push({
        ...entry(row.status, row.status, new Date().toISOString()),
        note: reviewedNote(row.review_reason),
      });
      row.needs_review = false;
      row.review_reason = null;
    }
    row.version += 1;
    return HttpResponse.json({ message: T.updated, title: T.updatedTitle, data: strip(row) });
  }),
  http.delete(mockUrl('store/payment/delete'), async ({ request }) => {
    const refused = await refuse(request);
    if (refused) return refused;
    const row = live().find((r) => r._id === query(request).get('id'));
    if (!row) return fail(404, T.notFound, 'Payment Request');
    row.deleted = true;
    return HttpResponse.json({ message: T.deleted, title: T.deletedTitle });
  }),
  http.post(mockUrl('store/payment/link'), async ({ request }) => {
    const refused = await refuse(request);
    if (refused) return refused;
    const { store_payment_id: id } = (await request.json()) as { store_payment_id: string };
    const row = live().find((r) => r._id === id);
    if (!row) return fail(404, T.notFound, 'Payment Request');
    if (!row.provider_configured) return fail(400, T.noProvider, 'No Payment Provider');
    if (row.link_status !== 'FAILED') return fail(400, T.linkNotNeeded, 'Payment Link');
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

/** Back to the first requests (tests start from the same data). */
export const resetPaymentMocks = resetRequests;
