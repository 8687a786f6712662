import { http, HttpResponse } from 'msw';
import { slugFromName } from '../../format/slug';
import {
  PLAN_MESSAGES as M,
  QUESTION_TYPES_WITH_OPTIONS,
  STANDARD_BILLING_PERIODS,
  normalisedDeliveryFlags,
  type BillingPeriod,
  type CreatePlanBody,
  type EditPlanBody,
  type MasterPlan,
  type MasterPlanInput,
  type PlanStatusBody,
} from '../../index';
import { emptyScenario, fail, mockUrl, paged, refuse } from './respond';
import { query } from './request';
import { mockId } from './seeded';
import { PRODUCTS } from './db/catalogue';
import {
  createPlanOperation,
  getPlanOperation,
  listBillingPeriodsOperation,
  listPlansOperation,
  updatePlanOperation,
  updatePlanStatusOperation,
} from '../../contracts/all-operations';

/**
 * MSW mocks of the master contract screens' calls (contracts/master-contracts.ts): plans, their status, billing
 * periods, with the API's checks and texts. The services they cover are the catalogue's (db/catalogue.ts).
 */

export const MOCK_BILLING_PERIODS: BillingPeriod[] = STANDARD_BILLING_PERIODS.map(([name, value], i) => ({
  _id: mockId(0x51, i + 1),
  name,
  value,
  is_active: true,
}));

/** The catalogue's services the seeded plans cover: AC care, home cleaning, pest control. */
const PLAN_SERVICES = ['AC Service & Repair', 'Deep Home Cleaning', 'Cockroach Control'].map((name) =>
  PRODUCTS.find((p) => p.name === name)!,
);
const periodNamed = (id: string) => MOCK_BILLING_PERIODS.find((p) => p._id === id);
const money = (n: number) => Math.round(n * 100) / 100;

/** A plan as the API answers it, from the input the screens send. */
function planFrom(
  input: MasterPlanInput,
  id: string,
  version: number,
  createdAt: string,
  sold = 0,
): MasterPlan {
  return {
    _id: id,
    subscription_name: input.subscription_name.trim(),
    url_slug: slugFromName(input.url_slug),
    description: input.description,
    icon: input.icon,
    is_active: input.is_active,
    parent_sku: input.parent_sku.trim(),
    variants: input.variants.map((v, i) => ({
      _id: v._id ?? mockId(0x55, (Date.now() % 1_000_000_000) + i),
      name: v.name.trim(),
      price: money(v.price),
      icon: v.icon,
      is_active: v.is_active,
      billing_period: v.billing_period.map((b) => ({
        ...b,
        price: money(b.price),
        billing_period_name: periodNamed(b.billing_period_id)?.name ?? '',
        months: periodNamed(b.billing_period_id)?.value ?? 0,
      })),
      applicable_to: v.applicable_to.map((a) => {
        const product = PRODUCTS.find((s) => s._id === a.product_id);
        return {
          ...a,
          delivery_data: normalisedDeliveryFlags(a.delivery_data),
          product_name: product?.name ?? '',
          variant_name:
            product?.variants.find((pv) => pv._id === a.selected_product_variant_id)?.name ?? null,
        };
      }),
    })),
    questions: input.questions.map((q) => ({
      ...q,
      value: QUESTION_TYPES_WITH_OPTIONS.includes(q.type) ? q.value : [],
    })),
    contracts_sold: sold,
    version,
    createdAt,
    updatedAt: new Date().toISOString(),
  };
}

const seedInput = (
  name: string,
  active: boolean,
  variants: { name: string; price: number; periods: [number, number, number][]; service: number }[],
): MasterPlanInput => ({
  subscription_name: name,
  url_slug: slugFromName(name),
  description: `<p>${name}: regular visits by our trained team, at a fixed price.</p>`,
  icon: null,
  is_active: active,
  parent_sku: name.slice(0, 3).toUpperCase() + '-100',
  variants: variants.map((v, i) => ({
    _id: mockId(0x56, name.length * 10 + i),
    name: v.name,
    price: v.price,
    icon: null,
    is_active: true,
    billing_period: v.periods.map(([months, price, visits]) => ({
      billing_period_id: MOCK_BILLING_PERIODS.find((p) => p.value === months)!._id,
      price,
      applicable_to_quantity: visits,
    })),
    applicable_to: [
      {
        product_id: PLAN_SERVICES[v.service]._id,
        selected_product_variant_id: PLAN_SERVICES[v.service].variants[0]?._id ?? null,
        quantity: v.periods[0][2],
        delivery_data: normalisedDeliveryFlags({ allow_to_book: true, allow_to_schedule: true }),
        request_fields: [],
      },
    ],
  })),
  questions: [
    {
      name: 'Preferred visit day',
      type: 'SINGLE_ITEM',
      value: ['Weekday', 'Saturday', 'Sunday'],
      show_on_ui: true,
      is_mandatory: false,
    },
  ],
});

/** The plans the standalone page starts with (a fresh copy for every test that calls resetMockPlans). */
function seedPlans(): MasterPlan[] {
  return [
    planFrom(
      seedInput('Annual AC Care Plan', true, [
        {
          name: '1 AC',
          price: 899,
          periods: [
            [6, 899, 2],
            [12, 1599, 3],
          ],
          service: 0,
        },
        { name: '2 ACs', price: 1699, periods: [[12, 2999, 6]], service: 0 },
      ]),
      mockId(0x50, 1),
      0,
      '2026-10-02T09:00:00.000Z',
      42,
    ),
    planFrom(
      seedInput('Home Hygiene Subscription', true, [
        {
          name: '2 BHK',
          price: 2499,
          periods: [
            [3, 2499, 4],
            [12, 8999, 16],
          ],
          service: 1,
        },
      ]),
      mockId(0x50, 2),
      0,
      '2026-09-12T09:00:00.000Z',
      17,
    ),
    planFrom(
      seedInput('Pest Shield', false, [
        { name: 'Standard', price: 2999, periods: [[12, 2999, 4]], service: 2 },
      ]),
      mockId(0x50, 3),
      0,
      '2026-08-01T09:00:00.000Z',
      0,
    ),
  ];
}

let plans = seedPlans();
let nextPlan = 100;
export const resetMockPlans = () => {
  plans = seedPlans();
};
export const mockPlans = () => plans;

/** The API's planTerms checks, in its words (null when the plan is fine). */
function problem(input: MasterPlanInput, exceptId?: string): Response | null {
  if (!input.subscription_name.trim()) return fail(400, M.nameMissing, M.missingTitle);
  const slug = slugFromName(input.url_slug);
  if (!slug) return fail(400, M.slugMissing, M.missingTitle);
  if (!input.parent_sku.trim()) return fail(400, M.skuMissing, M.missingTitle);
  if (input.variants.length === 0) return fail(400, M.noVariant, M.missingTitle);
  if (input.variants.some((v) => !v.name.trim())) return fail(400, M.variantNameMissing, M.missingTitle);
  if (input.variants.some((v) => v.billing_period.some((b) => !periodNamed(b.billing_period_id))))
    return fail(400, M.unknownBillingPeriod, M.invalidTitle);
  if (input.questions.some((q) => !q.name.trim())) return fail(400, M.questionNameMissing, M.missingTitle);
  if (input.questions.some((q) => QUESTION_TYPES_WITH_OPTIONS.includes(q.type) && q.value.length === 0))
    return fail(400, M.questionOptionsMissing, M.missingTitle);
  if (plans.some((p) => p.url_slug === slug && p._id !== exceptId))
    return fail(409, M.duplicateSlug, M.duplicateSlugTitle, 'DUPLICATE');
  return null;
}

const NOT_FOUND = () => fail(404, M.notFound, 'Not Found');

export const planHandlers = [
  http.get(mockUrl(listPlansOperation), async ({ request }) => {
    const refused = await refuse(request);
    if (refused) return refused;
    const q = query(request);
    const rows = emptyScenario() ? [] : [...plans].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    return HttpResponse.json(paged(rows, q.get('limit'), q.get('offset'), 100));
  }),
  http.get(mockUrl(getPlanOperation), async ({ request }) => {
    const refused = await refuse(request);
    if (refused) return refused;
    const plan = plans.find((p) => p._id === query(request).get('id'));
    return plan ? HttpResponse.json({ data: plan }) : NOT_FOUND();
  }),
  http.post(mockUrl(createPlanOperation), async ({ request }) => {
    const refused = await refuse(request);
    if (refused) return refused;
    const input = ((await request.json()) as CreatePlanBody).store_subscription;
    const bad = problem(input);
    if (bad) return bad;
    const plan = planFrom(input, mockId(0x50, nextPlan++), 0, new Date().toISOString());
    plans.push(plan);
    return HttpResponse.json({ message: M.created, title: M.createdTitle, data: plan });
  }),
  http.put(mockUrl(updatePlanOperation), async ({ request }) => {
    const refused = await refuse(request);
    if (refused) return refused;
    const { _id, version, ...input } = ((await request.json()) as EditPlanBody).store_subscription;
    const index = plans.findIndex((p) => p._id === _id);
    if (index < 0) return NOT_FOUND();
    if (plans[index].version !== version) return fail(409, M.changed, M.changedTitle, 'CHANGED_ELSEWHERE');
    const bad = problem(input, _id);
    if (bad) return bad;
    const before = plans[index];
    plans[index] = planFrom(input, _id, version + 1, before.createdAt, before.contracts_sold);
    return HttpResponse.json({ message: M.updated, title: M.updatedTitle, data: plans[index] });
  }),
  http.put(mockUrl(updatePlanStatusOperation), async ({ request }) => {
    const refused = await refuse(request);
    if (refused) return refused;
    const { _id, is_active } = ((await request.json()) as PlanStatusBody).store_subscription;
    const plan = plans.find((p) => p._id === _id);
    if (!plan) return NOT_FOUND();
    plan.is_active = is_active;
    plan.version += 1;
    return HttpResponse.json(
      is_active
        ? { message: M.activated, title: M.activatedTitle }
        : { message: M.deactivated, title: M.deactivatedTitle },
    );
  }),
  http.get(mockUrl(listBillingPeriodsOperation), async ({ request }) => {
    const refused = await refuse(request);
    if (refused) return refused;
    const q = query(request);
    return HttpResponse.json(paged(MOCK_BILLING_PERIODS, q.get('limit'), q.get('offset'), 100));
  }),
];
