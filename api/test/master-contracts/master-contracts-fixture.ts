import type { FastifyInstance } from 'fastify';
import type { MasterPlan, PlanWriteReply } from '@storedesk/shared/contracts';
import { eq } from 'drizzle-orm';
import { billingPeriods } from '../../src/db/schema';
import { authHeader, createStore, loginAs, type StoreRow } from '../helpers/fixtures';
import { buildTestApp } from '../helpers/test-app';
import { createProduct } from '../orders/order-fixtures';

/**
 * The master-contracts tests' app, stores, tokens and calls. The state is exported as live bindings: a test file
 * calls useMasterContractsApp() once at its top, and its tests read `app`, `admin`, ... after beforeAll set them.
 */
export let app: FastifyInstance;
export let store: StoreRow;
export let other: StoreRow;
export let admin: Record<string, string>;
export let siteAdmin: Record<string, string>;
export let otherAdmin: Record<string, string>;
export let periods: Record<number, string>;
export let service: Awaited<ReturnType<typeof createProduct>>;
export let otherService: Awaited<ReturnType<typeof createProduct>>;

/** Registers the file's app: two stores with an admin each, the standard billing periods and one service each. */
export function useMasterContractsApp(): void {
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
}

let slugCounter = 0;
/** A valid plan with two variants, the first with a billing period and a covered service. */
export function planInput(values: Record<string, unknown> = {}) {
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
        billing_period: [{ billing_period_id: periods[12], price: 1600, applicable_to_quantity: 3 }],
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

export const create = (store_subscription: Record<string, unknown>, h = admin) =>
  app.inject({ method: 'POST', url: '/api/store/subscription', headers: h, payload: { store_subscription } });
export const edit = (store_subscription: Record<string, unknown>, h = admin) =>
  app.inject({ method: 'PUT', url: '/api/store/subscription', headers: h, payload: { store_subscription } });
export const setStatus = (id: string, is_active: boolean, h = admin) =>
  app.inject({
    method: 'PUT',
    url: '/api/store/subscription/status',
    headers: h,
    payload: { store_subscription: { _id: id, is_active } },
  });
export const details = (id: string, h = admin) =>
  app.inject({ method: 'GET', url: '/api/store/subscription/details', headers: h, query: { id } });
export const list = (query: Record<string, string> = {}, h = admin) =>
  app.inject({ method: 'GET', url: '/api/store/subscription/all', headers: h, query });

export async function createPlan(values: Record<string, unknown> = {}, h = admin): Promise<MasterPlan> {
  const res = await create(planInput(values), h);
  if (res.statusCode !== 200) throw new Error(`create failed: ${res.body}`);
  return (res.json() as PlanWriteReply).data;
}
/** The input an edit form sends back for a loaded plan. */
export function asInput(plan: MasterPlan) {
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
