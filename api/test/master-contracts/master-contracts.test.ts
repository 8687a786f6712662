import type { FastifyInstance } from 'fastify';
import { and, asc, eq } from 'drizzle-orm';
import {
  PLAN_MESSAGES as M,
  type BillingPeriodList,
  type ListContractsReply,
  type ListPlansReply,
  type MasterPlan,
  type PlanDetailReply,
  type PlanWriteReply,
} from '@storedesk/shared/contracts';
import {
  auditLog,
  billingPeriods,
  customerSubscriptions,
  storeSubscriptionVersions,
} from '../../src/db/schema';
import { soldTerms } from '../../src/routes/master-contracts/sold-terms';
import { authHeader, createStore, loginAs, type StoreRow } from '../helpers/fixtures';
import { buildTestApp } from '../helpers/test-app';
import { createCustomer, createProduct } from '../orders/order-fixtures';

let app: FastifyInstance;
let store: StoreRow;
let other: StoreRow;
let admin: Record<string, string>;
let siteAdmin: Record<string, string>;
let otherAdmin: Record<string, string>;
let periods: Record<number, string>;
let service: Awaited<ReturnType<typeof createProduct>>;
let otherService: Awaited<ReturnType<typeof createProduct>>;

beforeAll(async () => {
  app = await buildTestApp();
  store = await createStore(app);
  other = await createStore(app);
  admin = authHeader(await loginAs(app, 'ADMIN', store));
  siteAdmin = authHeader(await loginAs(app, 'SITEADMIN', store));
  otherAdmin = authHeader(await loginAs(app, 'ADMIN', other));
  const rows = await app.db.select().from(billingPeriods).where(eq(billingPeriods.storeId, store.id));
  periods = Object.fromEntries(rows.map((p) => [p.value, p.id]));
  service = await createProduct(app, store, 'AC Power Jet Service', '599.00');
  otherService = await createProduct(app, other, 'Elsewhere Service', '100.00');
});
afterAll(() => app.close());

let slugCounter = 0;
/** A valid plan with two variants, the first with a billing period and a covered service. */
function planInput(values: Record<string, unknown> = {}) {
  slugCounter += 1;
  return {
    subscription_name: `Annual AC Care ${slugCounter}`,
    url_slug: `annual-ac-care-${slugCounter}`,
    description: '<p>Three services a year</p>',
    icon: null,
    is_active: true,
    parent_sku: 'AC-CARE',
    variants: [
      {
        name: '1 AC',
        price: 899,
        icon: null,
        is_active: true,
        billing_period: [{ billing_period_id: periods[12], price: 1599.999, applicable_to_quantity: 3 }],
        applicable_to: [
          {
            product_id: service.product.id,
            selected_product_variant_id: service.variant.id,
            quantity: 3,
            delivery_data: {
              allow_to_book: true,
              allow_scheduled: true,
              allow_express: true,
              allow_to_schedule: false,
            },
            request_fields: [{ name: 'Floor', value: '2' }],
          },
        ],
      },
      { name: '2 ACs', price: 1699, icon: null, is_active: true, billing_period: [], applicable_to: [] },
    ],
    questions: [
      {
        name: 'Preferred day',
        type: 'RADIO',
        value: ['Weekday', 'Weekend', 'Weekday'],
        show_on_ui: true,
        is_mandatory: false,
      },
      { name: 'Notes', type: 'SINGLE_LINE', value: ['ignored'], show_on_ui: false, is_mandatory: false },
    ],
    ...values,
  };
}

const create = (store_subscription: Record<string, unknown>, h = admin) =>
  app.inject({ method: 'POST', url: '/api/store/subscription', headers: h, payload: { store_subscription } });
const edit = (store_subscription: Record<string, unknown>, h = admin) =>
  app.inject({ method: 'PUT', url: '/api/store/subscription', headers: h, payload: { store_subscription } });
const setStatus = (id: string, is_active: boolean, h = admin) =>
  app.inject({
    method: 'PUT',
    url: '/api/store/subscription/status',
    headers: h,
    payload: { store_subscription: { _id: id, is_active } },
  });
const details = (id: string, h = admin) =>
  app.inject({ method: 'GET', url: '/api/store/subscription/details', headers: h, query: { id } });
const list = (query: Record<string, string> = {}, h = admin) =>
  app.inject({ method: 'GET', url: '/api/store/subscription/all', headers: h, query });

async function createPlan(values: Record<string, unknown> = {}, h = admin): Promise<MasterPlan> {
  const res = await create(planInput(values), h);
  if (res.statusCode !== 200) throw new Error(`create failed: ${res.body}`);
  return (res.json() as PlanWriteReply).data;
}
/** The input an edit form sends back for a loaded plan. */
function asInput(plan: MasterPlan) {
  return {
    _id: plan._id,
    version: plan.version,
    subscription_name: plan.subscription_name,
    url_slug: plan.url_slug,
    description: plan.description,
    icon: plan.icon,
    is_active: plan.is_active,
    parent_sku: plan.parent_sku,
    variants: plan.variants.map((v) => ({
      _id: v._id,
      name: v.name,
      price: v.price,
      icon: v.icon,
      is_active: v.is_active,
      billing_period: v.billing_period.map(({ billing_period_id, price, applicable_to_quantity }) => ({
        billing_period_id,
        price,
        applicable_to_quantity,
      })),
      applicable_to: v.applicable_to.map(
        ({ product_id, selected_product_variant_id, quantity, delivery_data, request_fields }) => ({
          product_id,
          selected_product_variant_id,
          quantity,
          delivery_data,
          request_fields,
        }),
      ),
    })),
    questions: plan.questions,
  };
}

describe('GET store/billing_period/all', () => {
  it('every store has the standard periods, shortest first, one per length', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/store/billing_period/all',
      headers: admin,
      query: { limit: '100', offset: '0' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as BillingPeriodList;
    expect(body.data.map((p) => [p.name, p.value])).toEqual([
      ['Monthly', 1],
      ['Quarterly', 3],
      ['Half-yearly', 6],
      ['Yearly', 12],
    ]);
    await expect(
      app.db.insert(billingPeriods).values({ storeId: store.id, name: 'Annual', value: 12 }),
    ).rejects.toThrow();
  });

  it('answers only the store of the token and refuses a limit over 100', async () => {
    const mine = (await app
      .inject({ method: 'GET', url: '/api/store/billing_period/all', headers: admin })
      .then((r) => r.json())) as BillingPeriodList;
    const theirs = (await app
      .inject({ method: 'GET', url: '/api/store/billing_period/all', headers: otherAdmin })
      .then((r) => r.json())) as BillingPeriodList;
    expect(mine.data.some((p) => theirs.data.some((q) => q._id === p._id))).toBe(false);
    const tooMany = await app.inject({
      method: 'GET',
      url: '/api/store/billing_period/all',
      headers: admin,
      query: { limit: '101' },
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({ message: expect.any(String), title: expect.any(String) });
  });
});

describe('POST store/subscription', () => {
  it('creates a plan: names, rounded money, derived delivery flags, options only where the type takes them, audited', async () => {
    const res = await create(planInput({ url_slug: 'Annual AC Care, Plus!' }), siteAdmin);
    expect(res.statusCode).toBe(200);
    const body = res.json() as PlanWriteReply;
    expect(body).toMatchObject({ message: M.created, title: M.createdTitle });
    const plan = body.data;
    expect(plan.url_slug).toBe('annual-ac-care-plus');
    expect(plan.version).toBe(0);
    expect(plan.contracts_sold).toBe(0);
    const [one, two] = plan.variants;
    expect(one._id).toEqual(expect.any(String));
    expect(two._id).not.toBe(one._id);
    expect(one.billing_period).toEqual([
      {
        billing_period_id: periods[12],
        price: 1600,
        applicable_to_quantity: 3,
        billing_period_name: 'Yearly',
        months: 12,
      },
    ]);
    expect(one.applicable_to[0]).toMatchObject({
      product_name: 'AC Power Jet Service',
      variant_name: 'Standard',
      // allow_to_schedule false: express only (spec 2 §4), whatever the screen sent for the other two.
      delivery_data: {
        allow_to_book: true,
        allow_scheduled: false,
        allow_express: true,
        allow_to_schedule: false,
      },
      request_fields: [{ name: 'Floor', value: '2' }],
    });
    expect(plan.questions).toEqual([
      {
        name: 'Preferred day',
        type: 'RADIO',
        value: ['Weekday', 'Weekend'],
        show_on_ui: true,
        is_mandatory: false,
      },
      { name: 'Notes', type: 'SINGLE_LINE', value: [], show_on_ui: false, is_mandatory: false },
    ]);
    const audits = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'store_subscription'), eq(auditLog.entityId, plan._id)));
    expect(audits.map((a) => a.action)).toEqual(['create']);
    const versions = await app.db
      .select()
      .from(storeSubscriptionVersions)
      .where(eq(storeSubscriptionVersions.storeSubscriptionId, plan._id));
    expect(versions.map((v) => v.version)).toEqual([0]);
  });

  it('turning allow_to_book off turns the other flags off', async () => {
    const input = planInput();
    input.variants[0].applicable_to[0].delivery_data = {
      allow_to_book: false,
      allow_scheduled: true,
      allow_express: true,
      allow_to_schedule: true,
    };
    const plan = (await create(input).then((r) => r.json())) as PlanWriteReply;
    expect(plan.data.variants[0].applicable_to[0].delivery_data).toEqual({
      allow_to_book: false,
      allow_scheduled: false,
      allow_express: false,
      allow_to_schedule: false,
    });
  });

  it.each([
    ['a blank name', { subscription_name: '  ' }, M.nameMissing, M.missingTitle],
    ['a slug of punctuation only', { url_slug: '!!!' }, M.slugMissing, M.missingTitle],
    ['no parent SKU', { parent_sku: '' }, M.skuMissing, M.missingTitle],
    ['no variant', { variants: [] }, M.noVariant, M.missingTitle],
    ['an uploaded icon that is not an address', { icon: 'javascript:alert(1)' }, M.badIcon, M.invalidTitle],
  ])('refuses %s with 400 in the screen words, writing nothing', async (_, values, message, title) => {
    const before = await list().then((r) => (r.json() as ListPlansReply).total);
    const res = await create(planInput(values));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, title });
    expect(await list().then((r) => (r.json() as ListPlansReply).total)).toBe(before);
  });

  it('refuses a billing period or a service of another store, a variant of another service, a question without options', async () => {
    const otherPeriod = (
      await app.db.select().from(billingPeriods).where(eq(billingPeriods.storeId, other.id))
    )[0].id;
    const badPeriod = planInput();
    badPeriod.variants[0].billing_period[0].billing_period_id = otherPeriod;
    expect((await create(badPeriod)).json()).toEqual({
      message: M.unknownBillingPeriod,
      title: M.invalidTitle,
    });

    const badService = planInput();
    badService.variants[0].applicable_to[0].product_id = otherService.product.id;
    badService.variants[0].applicable_to[0].selected_product_variant_id = otherService.variant.id;
    expect((await create(badService)).json()).toEqual({ message: M.unknownProduct, title: M.invalidTitle });

    const badVariant = planInput();
    badVariant.variants[0].applicable_to[0].selected_product_variant_id = otherService.variant.id;
    expect((await create(badVariant)).json()).toEqual({
      message: M.unknownProductVariant,
      title: M.invalidTitle,
    });

    const noOptions = planInput({
      questions: [{ name: 'Size', type: 'MULTI_ITEM', value: [' '], show_on_ui: true, is_mandatory: true }],
    });
    expect((await create(noOptions)).json()).toEqual({
      message: M.questionOptionsMissing,
      title: M.missingTitle,
    });
    const negative = planInput();
    negative.variants[0].price = -1;
    const res = await create(negative);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: expect.any(String), title: expect.any(String) });
  });

  it('a slug is unique in the store (409), free in another store', async () => {
    await createPlan({ url_slug: 'pest-shield' });
    const again = await create(planInput({ url_slug: 'Pest Shield' }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: M.duplicateSlug, title: M.duplicateSlugTitle });
    const input = planInput({ url_slug: 'pest-shield' });
    input.variants = [input.variants[1]];
    expect((await create(input, otherAdmin)).statusCode).toBe(200);
  });

  it('two creates racing for one slug: one plan, the other 409', async () => {
    const [a, b] = await Promise.all([
      create(planInput({ url_slug: 'race-slug' })),
      create(planInput({ url_slug: 'race-slug' })),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
  });
});

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
    expect(foreign.json()).toEqual({ message: M.notFound, title: 'Not Found' });
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
    expect(stale.json()).toEqual({ message: M.changed, title: M.changedTitle });
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
