import { and, eq } from 'drizzle-orm';
import {
  PLAN_MESSAGES as M,
  type BillingPeriodList,
  type ListPlansReply,
  type PlanWriteReply,
} from '@storedesk/shared/contracts';
import { auditLog, billingPeriods, storeSubscriptionVersions } from '../../src/db/schema';
import {
  app,
  store,
  other,
  admin,
  siteAdmin,
  otherAdmin,
  periods,
  otherService,
  planInput,
  create,
  list,
  createPlan,
  useMasterContractsApp,
} from './master-contracts-fixture';

/** Billing periods and creating plans (POST store/subscription). */
useMasterContractsApp();

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
    expect(tooMany.json()).toEqual({
      message: expect.any(String),
      title: expect.any(String),
      code: 'INVALID_INPUT',
    });
  });
});

describe('POST store/subscription', () => {
  it('tidies a Hindi slug into readable Latin letters, the same as the screens make it (issue 21)', async () => {
    const res = await create(planInput({ url_slug: 'मासिक सफ़ाई योजना' }), siteAdmin);
    expect(res.statusCode).toBe(200);
    expect((res.json() as PlanWriteReply).data.url_slug).toBe('maasik-sfaaii-yojnaa');
  });

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
    const withId = planInput();
    (withId.variants[0] as Record<string, unknown>)._id = '6f1c1a52-2b7e-4c38-9d64-0b6f0f6a7e11';
    expect((await create(withId)).json()).toEqual({ message: M.foreignVariant, title: M.invalidTitle });

    const thousandths = planInput();
    thousandths.variants[0].billing_period[0].price = 1599.999;
    expect((await create(thousandths)).statusCode).toBe(400);

    const negative = planInput();
    negative.variants[0].price = -1;
    const res = await create(negative);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: expect.any(String),
      title: expect.any(String),
      code: 'INVALID_INPUT',
    });
  });

  it('a slug is unique in the store (409), free in another store', async () => {
    await createPlan({ url_slug: 'pest-shield' });
    const again = await create(planInput({ url_slug: 'Pest Shield' }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: M.duplicateSlug,
      title: M.duplicateSlugTitle,
      code: 'DUPLICATE',
    });
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
