import { fits, setUpMocks } from './mock-server';
import { mockContracts } from '../db/contracts';
import { mockCustomers } from '../db/customers';
import { mockPayments } from '../db/payments';
import { mockPlans } from '../plans';
import { storeToday } from '../request';
import {
  api,
  ApiError,
  CONTRACT_CREATE_MESSAGES as M,
  contractEnd,
  createContractOperation,
  getContractOperation,
  renewalStart,
  type ContractDetailReply,
  type CreateContractReply,
  type NewContractInput,
} from '../../../index';
import * as C from '../../../contracts';

// The API's rules for selling and renewing a contract (contracts/subscription-create.ts), on the standalone mocks.
describe('standalone mocks of selling and renewing a contract', () => {
  setUpMocks();
  const send = (subscription: NewContractInput, key = crypto.randomUUID()) =>
    api
      .call<CreateContractReply>(createContractOperation, { subscription, idempotency_key: key })
      .catch((e: unknown) => e as ApiError);
  const details = async (id: string) =>
    (await api.call<ContractDetailReply>(getContractOperation, { id })).data;

  /** A whole new contract: the first customer, their address, the AC plan's 1 AC variant for 12 months. */
  function fullInput(): NewContractInput {
    const customer = mockCustomers()[0];
    const plan = mockPlans()[0];
    const variant = plan.variants[0];
    const period = variant.billing_period.find((b) => b.months === 12)!;
    const start = storeToday().replaceAll('-', '/');
    return {
      customer_id: customer._id,
      address_id: customer.addresses[0]._id,
      subscription_id: plan._id,
      variant_id: variant._id,
      billing_period_id: period.billing_period_id,
      start_date: start,
      end_date: contractEnd(start, 12),
      applicable_to: variant.applicable_to.map((a) => ({
        product_id: a.product_id,
        selected_product_variant_id: a.selected_product_variant_id,
        quantity: 2,
      })),
      payment: { payment_method: 'CASH', is_paid: true },
    };
  }

  it("refuses each missing part with the spec's text, titled 'Missing Fields', and writes nothing", async () => {
    const full = fullInput();
    const before = mockContracts().length;
    const cases: [Partial<NewContractInput>, string][] = [
      [{ customer_id: undefined }, M.selectCustomer],
      [{ address_id: undefined }, M.selectAddress],
      [{ subscription_id: undefined }, M.selectPlan],
      [{ variant_id: undefined }, M.selectVariant],
      [{ billing_period_id: undefined }, M.selectBillingPeriod],
      [{ start_date: undefined }, M.selectDates],
      [{ applicable_to: [] }, M.selectItem],
      [{ end_date: full.start_date }, M.checkDates],
      [{ start_date: '2000/01/01' }, M.startTooEarly],
    ];
    for (const [change, message] of cases)
      expect(await send({ ...full, ...change })).toMatchObject({
        status: 400,
        message,
        title: M.missingTitle,
      });
    expect(mockContracts()).toHaveLength(before);
  });

  it("sells a contract with the variant's items and the period's visits; the same key answers the same contract", async () => {
    const key = crypto.randomUUID();
    const input = fullInput();
    const reply = (await send(input, key)) as CreateContractReply;
    fits(C.CreateContractReply, reply);
    expect(reply).toMatchObject({
      message: M.created,
      title: M.createdTitle,
      data: { payment_request_id: null },
    });
    expect(await send(input, key)).toEqual(reply);
    expect(mockContracts().filter((k) => k._id === reply.data._id)).toHaveLength(1);
    const k = await details(reply.data._id);
    expect(k).toMatchObject({
      start_date: storeToday(),
      end_date: contractEnd(storeToday(), 12),
      price: '1599.00',
      is_paid: true,
      renewed_from: null,
    });
    expect(k.variant.applicable_to).toEqual([
      expect.objectContaining({ quantity: 2, total_quantity: 3, available_quantity: 3 }),
    ]);
    expect(k.addresses[0]).toMatchObject({ street: mockCustomers()[0].addresses[0].street });
  });

  it('request_customer_payment leaves the contract unpaid and raises one payment request for its price', async () => {
    const requests = mockPayments().requests.length;
    const reply = (await send({
      ...fullInput(),
      payment: { payment_method: 'REQUEST_CUSTOMER_PAYMENT', is_paid: true },
    })) as CreateContractReply;
    expect(reply.data.payment_request_id).toEqual(expect.any(String));
    expect((await details(reply.data._id)).is_paid).toBe(false);
    expect(mockPayments().requests).toHaveLength(requests + 1);
    expect(mockPayments().requests[0]).toMatchObject({
      _id: reply.data.payment_request_id,
      customer_subscription_id: reply.data._id,
      amount: '1599.00',
      is_paid: false,
    });
  });

  it('renews once: start and end by the calendar rules, renewed_from set; a second renewal is 409 DUPLICATE', async () => {
    const old = mockContracts().find((k) => !mockContracts().some((n) => n.renewed_from === k._id))!;
    const key = crypto.randomUUID();
    const reply = (await send({ renewed_from: old._id }, key)) as CreateContractReply;
    expect(reply).toMatchObject({ message: M.renewed, title: M.renewedTitle });
    expect(await send({ renewed_from: old._id }, key)).toEqual(reply);
    const start = renewalStart(old.end_date, storeToday());
    const months = old.variant.billing_period.billing_period_id.value;
    expect(await details(reply.data._id)).toMatchObject({
      renewed_from: old._id,
      customer_id: old.customer_id,
      start_date: start,
      end_date: contractEnd(start, months),
    });
    expect((await details(old._id)).renewed_by).toEqual({
      _id: reply.data._id,
      subscription_number: reply.data.subscription_number,
    });
    expect(await send({ renewed_from: old._id })).toMatchObject({
      status: 409,
      code: 'DUPLICATE',
      message: M.alreadyRenewed(reply.data.subscription_number),
      title: M.alreadyRenewedTitle,
    });
    expect(await send({ renewed_from: old._id, customer_id: old.customer_id })).toMatchObject({
      status: 400,
      message: M.renewOnly,
    });
  });
});
