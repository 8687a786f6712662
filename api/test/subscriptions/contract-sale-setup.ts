import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { Role } from '@storedesk/shared/auth/permissions';
import type { ContractDetailReply, MasterPlan, PlanWriteReply } from '@storedesk/shared/contracts';
import { billingPeriods, customerAddresses, customerSubscriptions, storePayments } from '../../src/db/schema';
import { todayIn } from '../../src/routes/cart/order-checks';
import { authHeader, createStore, loginAs, type StoreRow } from '../helpers/fixtures';
import { buildTestApp } from '../helpers/test-app';
import { asInput } from '../master-contracts/master-contracts-fixture';
import { createCustomer, createProduct, type CustomerRow } from '../orders/order-fixtures';

/**
 * The contract sale and renewal tests' app (POST store/customer_subscription), exported as live bindings: a file
 * calls useContractSaleApp() at its top and reads `app`, `store`, ... after beforeAll set them. The store's time zone
 * is one where today is not UTC's today, so a check that used UTC's day would be caught.
 */
export let app: FastifyInstance;
export let store: StoreRow;
export let other: StoreRow;
export let periods: Record<number, string>;
export let services: Awaited<ReturnType<typeof createProduct>>[];
export let plan: MasterPlan;
export let customer: CustomerRow;
export let address: typeof customerAddresses.$inferSelect;
/** Another store's customer (with an address) and plan. */
export let foreign: { customer: CustomerRow; address: string; plan: MasterPlan };

/** Kiritimati (UTC+14) is already tomorrow from 10:00 UTC; Pago Pago (UTC-11) still yesterday until 11:00 UTC. */
export const zone = new Date().getUTCHours() >= 10 ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago';
/** The store's today, YYYY-MM-DD. */
export const storeToday = () => todayIn(zone);
export const slashed = (day: string) => day.replace(/-/g, '/');
export const newKey = () => `key-${randomUUID()}`;

const headers = new Map<string, Record<string, string>>();
export async function headersOf(role: Role = 'ADMIN', on: StoreRow = store) {
  const key = `${role}:${on.id}`;
  if (!headers.has(key)) headers.set(key, authHeader(await loginAs(app, role, on)));
  return headers.get(key)!;
}

const DELIVERY = {
  allow_to_book: true,
  allow_scheduled: true,
  allow_express: false,
  allow_to_schedule: true,
};

/** A plan input: variant 'Home' (1 and 12 months; two services) and an inactive variant 'Office'. */
function planInput(on: StoreRow, items: { product: { id: string }; variant: { id: string } }[]) {
  const name = `Home Care ${randomUUID().slice(0, 8)}`;
  return {
    subscription_name: name,
    url_slug: name.toLowerCase().replace(/ /g, '-'),
    description: '<p>Visits</p>',
    icon: null,
    is_active: true,
    parent_sku: 'HOME-CARE',
    variants: [
      {
        name: 'Home',
        price: 999,
        icon: null,
        is_active: true,
        billing_period: [
          { billing_period_id: periodsOf.get(on.id)![1], price: 500, applicable_to_quantity: 1 },
          { billing_period_id: periodsOf.get(on.id)![12], price: 4800, applicable_to_quantity: 4 },
        ],
        applicable_to: items.map((s, i) => ({
          product_id: s.product.id,
          selected_product_variant_id: s.variant.id,
          quantity: i + 2,
          delivery_data: DELIVERY,
          request_fields: [],
        })),
      },
      { name: 'Office', price: 1999, icon: null, is_active: false, billing_period: [], applicable_to: [] },
    ],
    questions: [],
  };
}
const periodsOf = new Map<string, Record<number, string>>();

/** A new plan of `on` (through the API, so it has its first terms version). */
export async function createPlan(on: StoreRow = store, items = services): Promise<MasterPlan> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/store/subscription',
    headers: await headersOf('ADMIN', on),
    payload: { store_subscription: planInput(on, items) },
  });
  if (res.statusCode !== 200) throw new Error(`plan create failed: ${res.body}`);
  return res.json<PlanWriteReply>().data;
}

/** Saves an edited copy of `current` (PUT store/subscription): a new terms version. */
export async function editPlan(current: MasterPlan, change: (input: ReturnType<typeof asInput>) => void) {
  const input = asInput(current);
  change(input);
  const res = await app.inject({
    method: 'PUT',
    url: '/api/store/subscription',
    headers: await headersOf('ADMIN'),
    payload: { store_subscription: input },
  });
  if (res.statusCode !== 200) throw new Error(`plan edit failed: ${res.body}`);
  return res.json<PlanWriteReply>().data;
}

/** A saved (default) address of `owner`. */
export async function addAddress(owner: CustomerRow, street: string) {
  const [row] = await app.db
    .insert(customerAddresses)
    .values({
      storeId: owner.storeId,
      customerId: owner.id,
      firstName: owner.firstName,
      lastName: owner.lastName,
      street,
      locality: 'Kothrud',
      city: 'Pune',
      state: 'Maharashtra',
      zipCode: '411038',
      country: 'India',
      countryCode: 'IN',
      phoneNo: owner.phoneNo ?? '',
      latitude: 18.5,
      longitude: 73.8,
      isDefault: true,
    })
    .returning();
  return row;
}

export function useContractSaleApp(): void {
  beforeAll(async () => {
    app = await buildTestApp();
    store = await createStore(app, { storeTimezone: zone });
    other = await createStore(app);
    for (const s of [store, other]) {
      const rows = await app.db.select().from(billingPeriods).where(eq(billingPeriods.storeId, s.id));
      periodsOf.set(s.id, Object.fromEntries(rows.map((p) => [p.value, p.id])));
    }
    periods = periodsOf.get(store.id)!;
    services = [
      await createProduct(app, store, 'Deep Cleaning', '2500.00'),
      await createProduct(app, store, 'Pest Control', '1500.00'),
    ];
    plan = await createPlan();
    customer = await createCustomer(app, store, {
      firstName: 'Meera',
      lastName: 'Kapoor',
      countryCode: '+91',
    });
    address = await addAddress(customer, '12 MG Road');
    const stranger = await createCustomer(app, other, { firstName: 'Ravi', lastName: 'Elsewhere' });
    foreign = {
      customer: stranger,
      address: (await addAddress(stranger, '9 Far Lane')).id,
      plan: await createPlan(other, [await createProduct(app, other, 'Far Service', '100.00')]),
    };
  });
  afterAll(() => app.close());
}

/** A complete sale of plan's 'Home' for 12 months from the store's today, with its first service. */
export function saleInput(values: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    customer_id: customer.id,
    address_id: address.id,
    subscription_id: plan._id,
    variant_id: plan.variants[0]._id,
    billing_period_id: periods[12],
    start_date: slashed(storeToday()),
    applicable_to: [
      { product_id: services[0].product.id, selected_product_variant_id: services[0].variant.id },
    ],
    payment: { is_paid: true, payment_method: 'cash' },
    ...values,
  };
}

/** A complete sale in the other store (its customer, address, plan, 12 months, its service). */
export function foreignSaleInput(): Record<string, unknown> {
  const variant = foreign.plan.variants[0];
  const service = variant.applicable_to[0];
  return {
    ...saleInput(),
    customer_id: foreign.customer.id,
    address_id: foreign.address,
    subscription_id: foreign.plan._id,
    variant_id: variant._id,
    billing_period_id: variant.billing_period[1].billing_period_id,
    applicable_to: [
      { product_id: service.product_id, selected_product_variant_id: service.selected_product_variant_id },
    ],
  };
}

export interface SendOptions {
  role?: Role;
  key?: string;
  on?: StoreRow;
}

export const send = async (subscription: Record<string, unknown>, options: SendOptions = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/store/customer_subscription',
    headers: await headersOf(options.role, options.on),
    payload: { subscription, idempotency_key: options.key ?? newKey() },
  });
export const sell = (values: Record<string, unknown> = {}, options: SendOptions = {}) =>
  send(saleInput(values), options);
export const renew = (renewedFrom: string, options: SendOptions = {}) =>
  send({ renewed_from: renewedFrom }, options);

/** A sale that must succeed: its id and number. */
export async function sold(values: Record<string, unknown> = {}, options: SendOptions = {}) {
  const res = await sell(values, options);
  if (res.statusCode !== 200) throw new Error(`sale failed: ${res.body}`);
  return res.json<{ data: { _id: string; subscription_number: number } }>().data;
}

export const contractRow = async (id: string) =>
  (await app.db.select().from(customerSubscriptions).where(eq(customerSubscriptions.id, id)))[0];
export const contractsOf = (storeId = store.id) =>
  app.db.select().from(customerSubscriptions).where(eq(customerSubscriptions.storeId, storeId));
export const paymentRequestsOf = (contractId: string) =>
  app.db
    .select()
    .from(storePayments)
    .where(and(eq(storePayments.storeId, store.id), eq(storePayments.customerSubscriptionId, contractId)));

export async function details(id: string) {
  const res = await app.inject({
    method: 'GET',
    url: '/api/store/customer_subscription/details',
    headers: await headersOf('ADMIN'),
    query: { id },
  });
  return res.json<ContractDetailReply>().data;
}

export const missing = (message: string) => ({ message, title: 'Missing Fields' });
export const body = (res: LightMyRequestResponse) => res.json<Record<string, unknown>>();

/** The sale's item for the `n`th service of the set-up (with `quantity` units per visit when given). */
export const item = (n: number, quantity?: number) => ({
  product_id: services[n].product.id,
  selected_product_variant_id: services[n].variant.id,
  ...(quantity ? { quantity } : {}),
});
