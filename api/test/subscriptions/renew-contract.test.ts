import {
  CONTRACT_CREATE_MESSAGES as M,
  CONTRACT_MESSAGES,
  addDaysToDay,
  contractEnd,
  earliestContractStart,
} from '@storedesk/shared/contracts';
import {
  body,
  contractRow,
  contractsOf,
  createPlan,
  customer,
  details,
  editPlan,
  foreignSaleInput,
  newKey,
  other,
  periods,
  renew,
  send,
  services,
  slashed,
  sold,
  storeToday,
  useContractSaleApp,
  zone,
} from './contract-sale-setup';

/** Renewing a contract (POST store/customer_subscription with only renewed_from): spec 2 §4. */
useContractSaleApp();

const both = () =>
  [0, 1].map((n) => ({
    product_id: services[n].product.id,
    selected_product_variant_id: services[n].variant.id,
    quantity: n + 4,
  }));
const renewed = async (oldId: string, key = newKey()) => {
  const res = await renew(oldId, { role: 'ADMIN', key });
  if (res.statusCode !== 200) throw new Error(`renewal failed: ${res.body}`);
  return res.json<{ data: { _id: string; subscription_number: number } }>().data;
};

describe('POST store/customer_subscription: a renewal', () => {
  it('copies the contract into an unpaid, pending successor from the day after a future end; details link both', async () => {
    const old = await sold({ applicable_to: both() });
    const res = await renew(old._id, { role: 'ADMIN' });
    expect(res.statusCode).toBe(200);
    const reply = res.json<{
      message: string;
      title: string;
      data: { _id: string; subscription_number: number };
    }>();
    expect(reply).toMatchObject({
      message: M.renewed,
      title: M.renewedTitle,
      data: { payment_request_id: null },
    });
    const before = await contractRow(old._id);
    const next = await contractRow(reply.data._id);
    const start = addDaysToDay(contractEnd(storeToday(), 12));
    expect(next).toMatchObject({
      customerId: customer.id,
      addresses: before.addresses,
      storeSubscriptionId: before.storeSubscriptionId,
      variantId: before.variantId,
      billingPeriodId: periods[12],
      price: '4800.00',
      startDate: start,
      endDate: contractEnd(start, 12),
      isPaid: false,
      payment: { is_paid: false, payment_method: null, transaction_id: null },
      isApproved: 'PENDING_APPROVAL',
      isActive: true,
      renewedFromId: old._id,
      subscriptionNumber: old.subscription_number + 1,
    });
    expect(next.variant.applicable_to).toMatchObject(
      both().map((i) => ({ ...i, total_quantity: 4, available_quantity: 4 })),
    );
    const link = (id: string, subscription_number: number) => ({ _id: id, subscription_number });
    expect(await details(old._id)).toMatchObject({
      renewed_by: link(next.id, next.subscriptionNumber),
      renewed_from_contract: null,
    });
    expect(await details(next.id)).toMatchObject({
      renewed_from_contract: link(old._id, old.subscription_number),
      renewed_by: null,
    });
  });

  it("starts today (the store's) when the old end has passed; the day after an end of today", async () => {
    const today = storeToday();
    const cases: [string, string][] = [
      [addDaysToDay(today, -1), today],
      [addDaysToDay(today, -200), today],
      [today, addDaysToDay(today, 1)],
    ];
    for (const [end, start] of cases) {
      const old = await sold({ start_date: slashed(earliestContractStart(today)), end_date: slashed(end) });
      const next = await contractRow((await renewed(old._id))._id);
      expect([zone, end, next.startDate, next.endDate]).toEqual([zone, end, start, contractEnd(start, 12)]);
    }
  });

  it('renews once: again with another key is 409 DUPLICATE naming the successor; the same key answers it again', async () => {
    const old = await sold();
    const key = newKey();
    const first = await renew(old._id, { key });
    expect(first.statusCode).toBe(200);
    const repeat = await renew(old._id, { key });
    expect([repeat.statusCode, body(repeat)]).toEqual([200, body(first)]);
    const successor = first.json<{ data: { subscription_number: number } }>().data.subscription_number;
    const again = await renew(old._id);
    expect([again.statusCode, body(again)]).toEqual([
      409,
      { message: M.alreadyRenewed(successor), title: M.alreadyRenewedTitle, code: 'DUPLICATE' },
    ]);
    expect((await contractsOf()).filter((k) => k.renewedFromId === old._id)).toHaveLength(1);
  });

  it('carries only renewed_from; an unknown contract or one of another store is 404', async () => {
    const old = await sold();
    const res = await send({ renewed_from: old._id, customer_id: customer.id });
    expect([res.statusCode, body(res)]).toEqual([400, { message: M.renewOnly, title: 'Invalid Fields' }]);
    const notFound = { message: CONTRACT_MESSAGES.notFound, title: CONTRACT_MESSAGES.notFoundTitle };
    const theirs = await sold(foreignSaleInput(), { on: other });
    for (const id of [theirs._id, '00000000-0000-4000-8000-00000000beef']) {
      const answer = await renew(id);
      expect([answer.statusCode, body(answer)]).toEqual([404, notFound]);
    }
    expect((await contractsOf(other.id)).filter((k) => k.renewedFromId)).toEqual([]);
  });

  it("renews on the plan's current terms; a plan that dropped the period or the services is 400 Plan Changed", async () => {
    const ownPlan = await createPlan();
    const sale = {
      subscription_id: ownPlan._id,
      variant_id: ownPlan.variants[0]._id,
      applicable_to: both().slice(0, 1),
    };
    const kept = await sold(sale);
    const dropped = await sold(sale);
    let current = await editPlan(ownPlan, (input) => {
      input.variants[0].billing_period[1].price = 5400;
    });
    expect((await contractRow((await renewed(kept._id))._id)).price).toBe('5400.00');
    current = await editPlan(current, (input) => {
      input.variants[0].applicable_to = input.variants[0].applicable_to.slice(1);
    });
    const planChanged = { message: M.planChanged, title: M.planChangedTitle };
    expect(body(await renew(dropped._id))).toEqual(planChanged);
    const another = await sold({ ...sale, applicable_to: both().slice(1) });
    await editPlan(current, (input) => {
      input.variants[0].billing_period = input.variants[0].billing_period.slice(0, 1);
    });
    const res = await renew(another._id);
    expect([res.statusCode, body(res)]).toEqual([400, planChanged]);
  });

  it('CSC, SITEADMIN and FINANCE (who may edit the payment) cannot renew, ADMIN can (spec 2 §6)', async () => {
    const old = await sold();
    for (const role of ['CSC', 'SITEADMIN', 'FINANCE'] as const)
      expect((await renew(old._id, { role })).statusCode).toBe(403);
    expect((await renew(old._id, { role: 'ADMIN' })).statusCode).toBe(200);
  });
});
