import { and, asc, eq } from 'drizzle-orm';
import {
  PLAN_MESSAGES as M,
  type ListContractsReply,
  type ListPlansReply,
  type PlanDetailReply,
  type PlanWriteReply,
} from '@storedesk/shared/contracts';
import { auditLog, customerSubscriptions, storeSubscriptionVersions } from '../../src/db/schema';
import { soldTerms } from '../../src/routes/master-contracts/sold-terms';
import { createCustomer } from '../orders/order-fixtures';
import {
  app,
  store,
  admin,
  otherAdmin,
  periods,
  edit,
  setStatus,
  details,
  list,
  createPlan,
  asInput,
  useMasterContractsApp,
} from './master-contracts-fixture';

/** Listing plans, their details and status, and editing them (PUT store/subscription). */
useMasterContractsApp();

describe('list, details, status', () => {
  it('lists the store plans newest first, up to 100; details of another store are 404', async () => {
    const plan = await createPlan();
    const body = (await list({ limit: '100', offset: '1' }).then((r) => r.json())) as ListPlansReply;
    expect(body.data[0]._id).toBe(plan._id);
    expect(body.data.length).toBeLessThanOrEqual(100);
    expect((await list({ limit: '101' })).statusCode).toBe(400);
    const theirs = (await list({}, otherAdmin).then((r) => r.json())) as ListPlansReply;
    expect(theirs.data.some((p) => p._id === plan._id)).toBe(false);
    expect(((await details(plan._id).then((r) => r.json())) as PlanDetailReply).data).toEqual(plan);
    const foreign = await details(plan._id, otherAdmin);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: M.notFound, title: 'Not Found', code: 'NOT_FOUND' });
  });

  it('the status toggle answers message and title, bumps the version and is audited', async () => {
    const plan = await createPlan();
    const off = await setStatus(plan._id, false);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ message: M.deactivated, title: M.deactivatedTitle });
    const after = ((await details(plan._id).then((r) => r.json())) as PlanDetailReply).data;
    expect(after).toMatchObject({ is_active: false, version: 1 });
    expect((await setStatus(plan._id, true)).json()).toEqual({
      message: M.activated,
      title: M.activatedTitle,
    });
    const audits = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'store_subscription'), eq(auditLog.entityId, plan._id)))
      // In the order they were written (each request is a transaction of its own, so `at` grows).
      .orderBy(asc(auditLog.at));
    expect(audits.map((a) => [a.action, a.after])).toEqual([
      ['create', expect.anything()],
      ['status', { is_active: false }],
      ['status', { is_active: true }],
    ]);
    expect((await setStatus(plan._id, false, otherAdmin)).statusCode).toBe(404);
  });
});

describe('PUT store/subscription', () => {
  it('a stale version is 409 and writes nothing; the current one saves a new version', async () => {
    const plan = await createPlan();
    await setStatus(plan._id, false);
    const stale = await edit({ ...asInput(plan), subscription_name: 'Renamed' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: M.changed, title: M.changedTitle, code: 'CHANGED_ELSEWHERE' });
    const now = ((await details(plan._id).then((r) => r.json())) as PlanDetailReply).data;
    expect(now.subscription_name).toBe(plan.subscription_name);
    const saved = await edit({ ...asInput(now), subscription_name: 'Renamed' });
    expect(saved.statusCode).toBe(200);
    expect((saved.json() as PlanWriteReply).data).toMatchObject({
      subscription_name: 'Renamed',
      version: 2,
      is_active: false,
      variants: [{ _id: plan.variants[0]._id }, { _id: plan.variants[1]._id }],
    });
    const audits = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, plan._id), eq(auditLog.action, 'update')));
    expect(audits).toHaveLength(1);
  });

  it("a variant id of another plan (another store's or this store's) is refused and writes nothing; kept ids and new variants save", async () => {
    const plan = await createPlan();
    const elsewhere = await createPlan(
      {
        variants: [
          {
            name: 'Elsewhere',
            price: 10,
            icon: null,
            is_active: true,
            billing_period: [],
            applicable_to: [],
          },
        ],
      },
      otherAdmin,
    );
    const sameStore = await createPlan();
    for (const foreignId of [elsewhere.variants[0]._id, sameStore.variants[0]._id]) {
      const input = asInput(plan);
      input.variants[1]._id = foreignId;
      const res = await edit(input);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: M.foreignVariant, title: M.invalidTitle, code: 'INVALID_INPUT' });
    }
    const twice = asInput(plan);
    twice.variants[1]._id = twice.variants[0]._id;
    expect((await edit(twice)).json()).toEqual({ message: M.foreignVariant, title: M.invalidTitle });
    const unchanged = ((await details(plan._id).then((r) => r.json())) as PlanDetailReply).data;
    expect(unchanged.version).toBe(plan.version);

    const input = asInput(plan);
    const { _id: _dropped, ...fresh } = input.variants[1];
    const saved = await edit({ ...input, variants: [input.variants[0], fresh] });
    expect(saved.statusCode).toBe(200);
    const [kept, added] = (saved.json() as PlanWriteReply).data.variants;
    expect(kept._id).toBe(plan.variants[0]._id);
    expect([plan.variants[1]._id, elsewhere.variants[0]._id]).not.toContain(added._id);
  });

  it('prices with three decimals are refused in the variant and in a billing period', async () => {
    const plan = await createPlan();
    const variantPrice = asInput(plan);
    variantPrice.variants[0].price = 899.001;
    const periodPrice = asInput(plan);
    periodPrice.variants[0].billing_period[0].price = 0.001;
    for (const input of [variantPrice, periodPrice]) {
      const res = await edit(input);
      expect(res.statusCode).toBe(400);
      // Named by its label, without the field's path (issue 21 §6).
      expect((res.json() as { message: string }).message).toBe(
        'Price must be an amount with at most two decimals',
      );
    }
    const okay = asInput(plan);
    okay.variants[0].price = 899.1;
    expect((await edit(okay)).statusCode).toBe(200);
  });

  it('editing a plan never changes a contract already sold from it', async () => {
    const plan = await createPlan();
    const variant = plan.variants[0];
    const customer = await createCustomer(app, store, { firstName: 'Meera', lastName: 'Kapoor' });
    // A contract is sold from the plan's terms as they are now.
    const terms = (await soldTerms(app.db, store.id, plan._id, variant._id, periods[12]))!;
    await app.db.insert(customerSubscriptions).values({
      storeId: store.id,
      subscriptionNumber: 9001,
      storeSubscriptionId: plan._id,
      storeSubscriptionVersionId: terms.storeSubscriptionVersionId,
      customerId: customer.id,
      variantId: terms.variantId,
      variant: terms.variant,
      billingPeriodId: terms.billingPeriodId,
      subscriptionName: terms.subscriptionName,
      parentSku: terms.parentSku,
      startDate: '2026-01-01',
      endDate: '2027-01-01',
      price: terms.price,
    });
    const contractsBefore = (await app
      .inject({ method: 'GET', url: '/api/store/customer_subscription/all', headers: admin })
      .then((r) => r.json())) as ListContractsReply;

    // The plan changes its name, SKU, the variant's name, its yearly price and quantity, and its services.
    const input = asInput(plan);
    input.subscription_name = 'Annual AC Care (2027 prices)';
    input.parent_sku = 'AC-CARE-27';
    input.variants[0].name = '1 AC (new)';
    input.variants[0].billing_period = [
      { billing_period_id: periods[12], price: 2499, applicable_to_quantity: 2 },
    ];
    input.variants[0].applicable_to = [];
    const saved = await edit(input);
    expect(saved.statusCode).toBe(200);
    expect(((await details(plan._id).then((r) => r.json())) as PlanDetailReply).data.contracts_sold).toBe(1);

    const contractsAfter = (await app
      .inject({ method: 'GET', url: '/api/store/customer_subscription/all', headers: admin })
      .then((r) => r.json())) as ListContractsReply;
    expect(contractsAfter).toEqual(contractsBefore);
    const sold = contractsAfter.data.find((c) => c.subscription_id === plan._id)!;
    expect(sold).toMatchObject({
      subscription_name: plan.subscription_name,
      parent_sku: 'AC-CARE',
      price: '1600.00',
      variant: { name: '1 AC', billing_period: { price: '1600.00' } },
    });
    const [row] = await app.db
      .select()
      .from(customerSubscriptions)
      .where(eq(customerSubscriptions.subscriptionNumber, 9001));
    expect(row.variant.applicable_to).toHaveLength(1);
    // The version it was sold from still holds the old terms; the edit is a new version.
    const versions = await app.db
      .select()
      .from(storeSubscriptionVersions)
      .where(eq(storeSubscriptionVersions.storeSubscriptionId, plan._id))
      .orderBy(storeSubscriptionVersions.version);
    expect(versions.map((v) => [v.version, v.terms.variants[0].name])).toEqual([
      [0, '1 AC'],
      [1, '1 AC (new)'],
    ]);
    expect(versions[0].id).toBe(row.storeSubscriptionVersionId);
    // A contract sold now gets the new terms.
    expect((await soldTerms(app.db, store.id, plan._id, variant._id, periods[12]))!.price).toBe('2499.00');
  });
});
