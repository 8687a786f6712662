import { eq } from 'drizzle-orm';
import {
  CONTRACT_CREATE_MESSAGES as M,
  addDaysToDay,
  earliestContractStart,
} from '@storedesk/shared/contracts';
import { storeSubscriptions } from '../../src/db/schema';
import { createCustomer } from '../orders/order-fixtures';
import {
  addAddress,
  app,
  address,
  body,
  contractsOf,
  customer,
  foreign,
  missing,
  other,
  periods,
  plan,
  saleInput,
  sell,
  send,
  services,
  slashed,
  store,
  storeToday,
  item,
  useContractSaleApp,
  zone,
} from './contract-sale-setup';

/** Selling a contract: each missing or wrong part answers the spec's text titled 'Missing Fields', nothing written. */
useContractSaleApp();

describe('POST store/customer_subscription: the sale checks', () => {
  it('checks customer, address, plan, variant, billing period, dates and items in that order', async () => {
    const before = (await contractsOf()).length;
    const full = saleInput();
    const steps: [string, string][] = [
      ['customer_id', M.selectCustomer],
      ['address_id', M.selectAddress],
      ['subscription_id', M.selectPlan],
      ['variant_id', M.selectVariant],
      ['billing_period_id', M.selectBillingPeriod],
      ['start_date', M.selectDates],
      ['applicable_to', M.selectItem],
    ];
    // Leaving out a part and all that follow it names that part.
    for (let i = 0; i < steps.length; i++) {
      const input = { ...full };
      for (const [field] of steps.slice(i)) delete input[field];
      const answer = await send(input);
      expect([steps[i][0], answer.statusCode, body(answer)]).toEqual([
        steps[i][0],
        400,
        missing(steps[i][1]),
      ]);
    }
    expect((await contractsOf()).length).toBe(before);
  });

  it("refuses another store's customer, address and plan as unknown, and an address of another customer", async () => {
    const neighbour = await createCustomer(app, store, { firstName: 'Anil', lastName: 'Next Door' });
    const theirAddress = await addAddress(neighbour, '14 MG Road');
    const cases: [Record<string, unknown>, string][] = [
      [{ address_id: theirAddress.id }, M.selectAddress],
      [{ customer_id: foreign.customer.id }, M.selectCustomer],
      [{ address_id: foreign.address }, M.selectAddress],
      [{ subscription_id: foreign.plan._id }, M.selectPlan],
      [{ customer_id: foreign.customer.id, address_id: foreign.address }, M.selectCustomer],
    ];
    for (const [values, message] of cases) {
      const res = await sell(values);
      expect([values, res.statusCode, body(res)]).toEqual([values, 400, missing(message)]);
    }
    // The other store's own staff cannot use this store's customer either.
    const theirs = await sell({ subscription_id: foreign.plan._id }, { on: other });
    expect(body(theirs)).toEqual(missing(M.selectCustomer));
    expect((await contractsOf(other.id)).length).toBe(0);
  });

  it('refuses an inactive plan, an inactive or unknown variant, and a period the variant does not offer', async () => {
    await app.db
      .update(storeSubscriptions)
      .set({ isActive: false })
      .where(eq(storeSubscriptions.id, plan._id));
    expect(body(await sell())).toEqual(missing(M.selectPlan));
    await app.db
      .update(storeSubscriptions)
      .set({ isActive: true })
      .where(eq(storeSubscriptions.id, plan._id));
    expect(body(await sell({ variant_id: plan.variants[1]._id }))).toEqual(missing(M.selectVariant));
    expect(body(await sell({ variant_id: 'no-such-variant' }))).toEqual(missing(M.selectVariant));
    expect(body(await sell({ billing_period_id: periods[3] }))).toEqual(missing(M.selectBillingPeriod));
    expect(body(await sell({ billing_period_id: address.id }))).toEqual(missing(M.selectBillingPeriod));
  });

  it("refuses a start more than a year before the store's today (the store's day, not UTC's)", async () => {
    const earliest = earliestContractStart(storeToday());
    const early = await sell({ start_date: slashed(addDaysToDay(earliest, -1)) });
    expect([zone, early.statusCode, body(early)]).toEqual([zone, 400, missing(M.startTooEarly)]);
    const onTheDay = await sell({ start_date: slashed(earliest) });
    expect([zone, onTheDay.statusCode]).toEqual([zone, 200]);
  });

  it('refuses an end on or before the start, and a day that does not exist, in the same words', async () => {
    for (const end_date of [slashed(storeToday()), slashed(addDaysToDay(storeToday(), -1))])
      expect(body(await sell({ end_date }))).toEqual(missing(M.checkDates));
    const res = await sell({ start_date: '2027/02/30' });
    expect([res.statusCode, body(res)]).toEqual([400, missing(M.checkDates)]);
  });

  it("refuses items that are not the variant's, an empty list and the same item twice", async () => {
    const cases = [
      [],
      [{ product_id: services[0].product.id }],
      [{ product_id: services[0].product.id, selected_product_variant_id: services[1].variant.id }],
      [{ product_id: customer.id, selected_product_variant_id: services[0].variant.id }],
      [item(0), item(0, 3)],
    ];
    for (const applicable_to of cases) {
      const res = await sell({ applicable_to });
      expect([applicable_to, res.statusCode, body(res)]).toEqual([applicable_to, 400, missing(M.selectItem)]);
    }
  });

  it('refuses an unknown payment method and an unknown location, and a wrong shape, never a 500', async () => {
    expect((await sell({ payment: { payment_method: 'barter' } })).statusCode).toBe(400);
    expect((await sell({ applicable_to_location: address.id })).statusCode).toBe(404);
    expect((await sell({ applicable_to: [{ ...item(0), quantity: 0 }] })).statusCode).toBe(400);
    expect((await sell({ start_date: '2027-01-01' })).statusCode).toBe(400);
    expect((await sell({ extra: true })).statusCode).toBe(400);
  });
});
