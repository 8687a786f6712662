import { and, eq } from 'drizzle-orm';
import {
  CONTRACT_CREATE_MESSAGES as M,
  contractEnd,
  type ListPaymentsReply,
} from '@storedesk/shared/contracts';
import { auditLog } from '../../src/db/schema';
import { createCustomer } from '../orders/order-fixtures';
import {
  addAddress,
  app,
  body,
  contractRow,
  contractsOf,
  customer,
  details,
  editPlan,
  foreignSaleInput,
  headersOf,
  newKey,
  other,
  paymentRequestsOf,
  periods,
  plan,
  sell,
  services,
  sold,
  store,
  storeToday,
  item,
  useContractSaleApp,
} from './contract-sale-setup';

/** Selling a contract (POST store/customer_subscription without renewed_from): what is written and answered. */
useContractSaleApp();

const REQUEST = { is_paid: true, payment_method: 'request_customer_payment' };

describe('POST store/customer_subscription: a sale', () => {
  it("sells on the plan's newest terms with the customer's address copied, audited, shown by details", async () => {
    const key = newKey();
    const res = await sell({ applicable_to: [item(0), item(1, 5)] }, { role: 'CSC', key });
    expect(res.statusCode).toBe(200);
    const reply = res.json<{ message: string; title: string; data: { _id: string } }>();
    expect(reply).toMatchObject({
      message: M.created,
      title: M.createdTitle,
      data: { payment_request_id: null },
    });
    const row = await contractRow(reply.data._id);
    const visits = { total_quantity: 4, available_quantity: 4 };
    expect(row).toMatchObject({
      customerId: customer.id,
      storeSubscriptionId: plan._id,
      variantId: plan.variants[0]._id,
      billingPeriodId: periods[12],
      subscriptionName: plan.subscription_name,
      price: '4800.00',
      startDate: storeToday(),
      endDate: contractEnd(storeToday(), 12),
      isActive: true,
      isApproved: 'PENDING_APPROVAL',
      isPaid: true,
      payment: { is_paid: true, payment_method: 'cash', transaction_id: null },
      requestCustomerPayment: false,
      orderType: 'CSC',
      renewedFromId: null,
      idempotencyKey: key,
    });
    expect(row.addresses).toEqual([
      {
        first_name: 'Meera',
        last_name: 'Kapoor',
        street: '12 MG Road',
        locality: 'Kothrud',
        landmark: '',
        city: 'Pune',
        state: 'Maharashtra',
        zip_code: '411038',
        country: 'India',
        country_code: 'IN',
        phone_no: customer.phoneNo,
        phone_dialing_code: '+91',
        latitude: 18.5,
        longitude: 73.8,
      },
    ]);
    expect(row.variant).toMatchObject({
      name: 'Home',
      billing_period: { billing_period_id: { _id: periods[12], value: 12 }, price: 4800 },
      applicable_to: [
        { product_id: services[0].product.id, quantity: 2, ...visits },
        { product_id: services[1].product.id, quantity: 5, ...visits },
      ],
    });
    const audit = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'customer_subscription'), eq(auditLog.entityId, row.id)));
    expect(audit).toMatchObject([
      { action: 'create', after: { subscription_number: row.subscriptionNumber } },
    ]);
    expect(await details(row.id)).toMatchObject({
      _id: row.id,
      subscription_number: row.subscriptionNumber,
      renewed_from_contract: null,
      renewed_by: null,
    });
  });

  it('numbers contracts per store, one after the other', async () => {
    const first = await sold();
    const second = await sold();
    expect(second.subscription_number).toBe(first.subscription_number + 1);
    const theirs = await sold(foreignSaleInput(), { on: other });
    expect(theirs.subscription_number).toBe(1);
  });

  it('ends a month-end start on the shorter month end (leap years too), or on the end given', async () => {
    const cases: [string, string, number, string][] = [
      ['2028/01/31', '', 1, '2028-02-29'],
      ['2027/01/31', '', 1, '2027-02-28'],
      ['2028/02/29', '', 12, '2029-02-28'],
      ['2027/03/15', '2027/09/30', 12, '2027-09-30'],
    ];
    for (const [start_date, end_date, months, end] of cases) {
      const { _id } = await sold({
        start_date,
        ...(end_date ? { end_date } : {}),
        billing_period_id: periods[months],
      });
      expect([start_date, (await contractRow(_id)).endDate]).toEqual([start_date, end]);
    }
  });

  it('request_customer_payment: unpaid, with one payment request for its price, also when the key is sent twice', async () => {
    const key = newKey();
    const first = await sell({ payment: REQUEST }, { key });
    expect(first.statusCode).toBe(200);
    const again = await sell({ payment: REQUEST }, { key });
    expect(again.statusCode).toBe(200);
    expect(body(again)).toEqual(body(first));
    const { _id: id, payment_request_id: requestId } = first.json<{
      data: { _id: string; payment_request_id: string };
    }>().data;
    expect(requestId).toEqual(expect.any(String));
    expect(await contractRow(id)).toMatchObject({
      isPaid: false,
      requestCustomerPayment: true,
      payment: { is_paid: false, payment_method: 'request_customer_payment' },
    });
    expect((await contractsOf()).filter((k) => k.idempotencyKey === key)).toHaveLength(1);
    expect(await paymentRequestsOf(id)).toMatchObject([
      { id: requestId, amount: '4800.00', dueDate: storeToday(), customerId: customer.id, status: 'PENDING' },
    ]);
    const listed = await app.inject({
      method: 'GET',
      url: '/api/store/payment/all',
      headers: await headersOf('ADMIN'),
      query: { 'filter.customer_subscription_id': id },
    });
    expect(listed.json<ListPaymentsReply>().data.map((p) => p._id)).toEqual([requestId]);
  });

  it('a key sent again with another customer is 409 ALREADY_SUBMITTED; a paid sale makes no payment request', async () => {
    const key = newKey();
    const { _id } = await sold({}, { key });
    expect(await paymentRequestsOf(_id)).toEqual([]);
    const stranger = await createCustomer(app, store);
    const strangerAddress = await addAddress(stranger, '1 New Road');
    const res = await sell({ customer_id: stranger.id, address_id: strangerAddress.id }, { key });
    expect([res.statusCode, body(res)]).toEqual([
      409,
      { message: M.keyReused, title: M.keyReusedTitle, code: 'ALREADY_SUBMITTED' },
    ]);
  });

  it('a plan edited after the sale does not change the contract; the next sale takes the new terms', async () => {
    const { _id } = await sold({ applicable_to: [item(0)] });
    const before = await contractRow(_id);
    const shown = await details(_id);
    const edited = await editPlan(plan, (input) => {
      input.subscription_name = `${plan.subscription_name} (new prices)`;
      input.variants[0].name = 'Home Plus';
      input.variants[0].billing_period = [
        { billing_period_id: periods[12], price: 6000, applicable_to_quantity: 6 },
      ];
      input.variants[0].applicable_to = input.variants[0].applicable_to.slice(0, 1);
    });
    expect(await contractRow(_id)).toEqual(before);
    expect(await details(_id)).toEqual(shown);
    const next = await contractRow((await sold({ applicable_to: [item(0)] }))._id);
    expect(next).toMatchObject({ price: '6000.00', subscriptionName: edited.subscription_name });
    expect(next.variant).toMatchObject({ name: 'Home Plus', applicable_to: [{ total_quantity: 6 }] });
    expect(body(await sell({ applicable_to: [item(1)] }))).toEqual({
      message: M.selectItem,
      title: 'Missing Fields',
    });
  });

  it('FINANCE cannot sell (spec 2 §6)', async () => {
    const res = await sell({}, { role: 'FINANCE' });
    expect(res.statusCode).toBe(403);
  });
});
