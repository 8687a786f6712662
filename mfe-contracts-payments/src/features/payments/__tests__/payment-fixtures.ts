import {
  makeMockContract,
  makeMockCustomer,
  makeMockOrder,
  makeMockPayment,
  seedMockDb,
  setMockPaymentStatus,
} from '@storedesk/shared/dev/mock-domains';
import { mockId } from '@storedesk/shared/dev/mock-data';

/**
 * The mock store these screen tests read: three customers, two bookings each (#1001-#1006), two contracts
 * (#5001, #5002) and fourteen requests (#7001-#7014) in every state, made through a provider where the state
 * needs one: #7014 part-paid with a link, #7009 a failed link whose first retry fails again, #7012 flagged.
 */
const STATUSES = ['PENDING', 'PAID', 'PAID', 'PENDING', 'CANCELLED', 'PARTIALLY_PAID', 'FAILED', 'EXPIRED'];
const FAILED_LINK = 9;
const FLAGGED = 12;

export function seedPaymentData(): void {
  const customers = (
    [
      ['Meera', 'Kapoor', '9876543210', 'meera@example.test'],
      ['Ravi', 'Kumar', '9123456780', null],
      ['Anita', 'Desai', null, 'anita@example.test'],
    ] as const
  ).map(([first_name, last_name, phone_no, email], i) =>
    makeMockCustomer({ _id: mockId(1, i + 1), first_name, last_name, phone_no, email }),
  );
  const orders = customers.flatMap((c, i) =>
    [0, 1].map((j) =>
      makeMockOrder(c, {
        _id: mockId(2, i * 2 + j + 1),
        order_number: 1001 + i * 2 + j,
        total: 1200 + 350 * j + 100 * i,
      }),
    ),
  );
  const contracts = customers.slice(0, 2).map((c, i) =>
    makeMockContract(c, {
      _id: mockId(3, i + 1),
      subscription_number: 5001 + i,
      subscription_name: i ? 'Annual Pest Control' : 'Home Care Plus',
      price: (8999 + 1000 * i).toFixed(2),
    }),
  );
  const payments = Array.from({ length: 14 }, (_, i) => {
    const n = i + 1;
    const order = i % 4 === 3 ? null : orders[i % orders.length];
    const contract = order ? null : contracts[i % 2];
    const target = {
      _id: (order ?? contract)!._id,
      customer_id: (order ?? contract)!.customer_id,
      total: order ? order.total.toFixed(2) : contract!.price,
      is_paid: false,
      order,
      contract,
    };
    const created = new Date(Date.UTC(2026, 10, 1 + n, 9, 30)).toISOString();
    const due = `2026-12-${String(1 + i).padStart(2, '0')}`;
    const row = makeMockPayment(n, target, (500 + 125 * i).toFixed(2), due, created);
    const status = STATUSES[i % STATUSES.length];
    if (status !== 'PENDING' && status !== 'PARTIALLY_PAID')
      setMockPaymentStatus(
        row,
        status,
        new Date(Date.parse(created) + 3_600_000).toISOString(),
        status === 'PAID' ? 'PROVIDER' : 'STAFF',
      );
    row._id = mockId(4, n);
    if (row.is_paid) row.payment.transaction_id = `pay_mock${n}`;
    if (status === 'PARTIALLY_PAID')
      Object.assign(row, {
        status,
        amount_paid: (Number(row.amount) * 0.4).toFixed(2),
        link_status: 'PARTIALLY_PAID',
        link_id: `plink_mock${n}`,
        link_url: `https://rzp.io/i/mock${n}`,
        provider_configured: true,
      });
    if (n === FAILED_LINK)
      Object.assign(row, {
        link_status: 'FAILED',
        link_error: 'The provider is down',
        provider_configured: true,
      });
    if (n === FLAGGED)
      Object.assign(row, {
        needs_review: true,
        review_reason: 'Payment received after the request was cancelled',
      });
    return row;
  }).reverse();
  seedMockDb({
    customers,
    orders,
    contracts,
    payments,
    failingLinkRetries: new Map([[mockId(4, FAILED_LINK), 1]]),
  });
}
