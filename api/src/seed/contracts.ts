import type { DbOrTx } from '../db/client';
import {
  billingPeriods,
  customerSubscriptionItems,
  customerSubscriptions,
  storeSubscriptions,
  storeSubscriptionVersions,
  type ApprovalStatus,
  type PlanVariant,
} from '../db/schema';
import { bulkInsert } from './bulk-insert';
import { addMonths, DAY_MS, localDate } from './clock';
import type { SeededCatalogue, SeededProduct } from './catalogue';
import { pickCustomerBefore, type SeededCustomer } from './customers';
import { slugify } from './catalogue';
import type { Random } from './random';

export interface SeededContract {
  id: string;
  customerId: string;
  /** Price in paise. */
  pricePaise: number;
  requestCustomerPayment: boolean;
  isPaid: boolean;
  createdAt: number;
}

interface PlanDef {
  name: string;
  description: string;
  isActive: boolean;
  /** Variant name, the service it covers (by name, first variant of it), visits, and price per period months. */
  variants: { name: string; service: string; visits: number; prices: Record<number, number> }[];
}

const PLANS: PlanDef[] = [
  {
    name: 'Annual AC Care Plan',
    description: '<p>Three power-jet services a year and priority repairs for your air conditioners.</p>',
    isActive: true,
    variants: [
      { name: '1 AC', service: 'AC Power Jet Service', visits: 3, prices: { 6: 899, 12: 1599 } },
      { name: '2 ACs', service: 'AC Power Jet Service', visits: 6, prices: { 6: 1699, 12: 2999 } },
    ],
  },
  {
    name: 'Home Hygiene Subscription',
    description: '<p>Regular bathroom and kitchen deep cleaning at a fixed monthly cost.</p>',
    isActive: true,
    variants: [
      { name: '2 BHK', service: 'Bathroom Deep Cleaning', visits: 4, prices: { 3: 2499, 6: 4699, 12: 8999 } },
      {
        name: '3 BHK',
        service: 'Bathroom Deep Cleaning',
        visits: 6,
        prices: { 3: 3299, 6: 6199, 12: 11999 },
      },
    ],
  },
  {
    name: 'Pest Shield',
    description: '<p>Quarterly cockroach and ant treatment with free re-service within 15 days.</p>',
    isActive: true,
    variants: [{ name: 'Standard', service: 'Cockroach & Ant Control', visits: 4, prices: { 12: 2999 } }],
  },
  {
    name: 'Salon Club',
    description: '<p>A monthly grooming session at home.</p>',
    isActive: false,
    variants: [{ name: 'Monthly Glow', service: 'Facial & Cleanup', visits: 1, prices: { 1: 999 } }],
  },
];

const PERIODS: [string, number][] = [
  ['Monthly', 1],
  ['Quarterly', 3],
  ['Half-yearly', 6],
  ['Yearly', 12],
];

const APPROVAL: [ApprovalStatus, number][] = [
  ['APPROVED', 62],
  ['PENDING_APPROVAL', 14],
  ['ON_HOLD', 8],
  ['REJECTED', 6],
  ['CANCELLED', 10],
];

export async function seedContracts(
  db: DbOrTx,
  rng: Random,
  storeId: string,
  catalogue: SeededCatalogue,
  seeded: SeededCustomer[],
  count: number,
  now: Date,
  firstNumber: number,
): Promise<SeededContract[]> {
  // Every store gets the standard periods when it is made (a trigger, migration 0011); read or add them.
  const periodIds = new Map<number, string>();
  for (const [name, value] of PERIODS) {
    const [period] = await db
      .insert(billingPeriods)
      .values({ id: rng.uuid(), storeId, name, value })
      .onConflictDoUpdate({ target: [billingPeriods.storeId, billingPeriods.value], set: { name } })
      .returning({ id: billingPeriods.id });
    periodIds.set(value, period.id);
  }

  const byName = new Map<string, SeededProduct>(catalogue.products.map((product) => [product.name, product]));
  const plans = PLANS.map((plan) => {
    const variants: PlanVariant[] = plan.variants.map((variant) => {
      const product = byName.get(variant.service)!;
      return {
        _id: rng.uuid(),
        name: variant.name,
        price: Math.min(...Object.values(variant.prices)),
        icon: null,
        is_active: true,
        billing_period: Object.entries(variant.prices).map(([months, price]) => ({
          billing_period_id: periodIds.get(Number(months))!,
          price,
          applicable_to_quantity: variant.visits,
        })),
        applicable_to: [
          {
            product_id: product.id,
            selected_product_variant_id: product.variants[0].id,
            quantity: variant.visits,
            delivery_data: {
              allow_to_book: true,
              allow_scheduled: true,
              allow_express: false,
              allow_to_schedule: true,
            },
            request_fields: [],
          },
        ],
      };
    });
    return {
      id: rng.uuid(),
      versionId: rng.uuid(),
      def: plan,
      parentSku: `${plan.name[0]}${rng.int(10000, 999999)}`,
      variants,
    };
  });
  const planRows = plans.map((plan) => ({
    id: plan.id,
    storeId,
    subscriptionName: plan.def.name,
    urlSlug: slugify(plan.def.name),
    description: plan.def.description,
    isActive: plan.def.isActive,
    parentSku: plan.parentSku,
    variants: plan.variants,
    questions: [
      {
        name: 'Preferred visit day',
        type: 'SINGLE_ITEM',
        value: ['Weekday', 'Saturday', 'Sunday'],
        show_on_ui: true,
        is_mandatory: false,
      },
    ],
  }));
  await db.insert(storeSubscriptions).values(planRows);
  // The terms each plan is sold with (version 0); contracts point at them.
  await db.insert(storeSubscriptionVersions).values(
    planRows.map((row, i) => ({
      id: plans[i].versionId,
      storeId,
      storeSubscriptionId: row.id,
      version: 0,
      terms: {
        subscription_name: row.subscriptionName,
        url_slug: row.urlSlug,
        description: row.description,
        icon: null,
        parent_sku: row.parentSku,
        variants: row.variants,
        questions: row.questions,
      },
    })),
  );

  const today = localDate(now);
  const contracts: SeededContract[] = [];
  const rows: (typeof customerSubscriptions.$inferInsert)[] = [];
  const activePlans = plans.filter((plan) => plan.def.isActive);
  let number = firstNumber;

  const addContract = (
    start: string,
    customer: SeededCustomer,
    createdAt: number,
    renewedFrom?: (typeof rows)[number],
  ) => {
    const plan = renewedFrom
      ? plans.find((p) => p.id === renewedFrom.storeSubscriptionId)!
      : rng.pick(activePlans);
    const variant = renewedFrom
      ? plan.variants.find((v) => v._id === renewedFrom.variantId)!
      : rng.pick(plan.variants);
    const period = rng.pick(variant.billing_period);
    const months = PERIODS.find(([, value]) => periodIds.get(value) === period.billing_period_id)![1];
    const end = addMonths(start, months);
    const method = rng.weighted([
      ['upi', 40],
      ['card', 20],
      ['request_customer_payment', 30],
      ['cash', 10],
    ] as const);
    const requestPayment = method === 'request_customer_payment';
    const isPaid = requestPayment ? rng.chance(0.5) : true;
    const id = rng.uuid();
    const used = rng.int(0, period.applicable_to_quantity);
    const row: typeof customerSubscriptions.$inferInsert = {
      id,
      storeId,
      subscriptionNumber: number++,
      storeSubscriptionId: plan.id,
      customerId: customer.id,
      variantId: variant._id,
      variant: {
        _id: variant._id,
        name: variant.name,
        billing_period: {
          billing_period_id: { _id: period.billing_period_id, value: months },
          price: period.price,
        },
        applicable_to: variant.applicable_to.map((item) => ({
          ...item,
          available_quantity: period.applicable_to_quantity - used,
          total_quantity: period.applicable_to_quantity,
        })),
      },
      billingPeriodId: period.billing_period_id,
      storeSubscriptionVersionId: plan.versionId,
      subscriptionName: plan.def.name,
      parentSku: plan.parentSku,
      startDate: start,
      endDate: end,
      price: String(period.price),
      isActive: rng.chance(0.9),
      isExpired: end <= today,
      isApproved: renewedFrom ? 'APPROVED' : rng.weighted(APPROVAL),
      zuperContractUid: rng.chance(0.5) ? `ZC-${rng.hex(10)}` : null,
      addresses: [customer.address as unknown as Record<string, unknown>],
      payment: {
        is_paid: isPaid,
        payment_method: method,
        transaction_id: isPaid && method !== 'cash' ? `pay_${rng.hex(14)}` : null,
      },
      isPaid,
      requestCustomerPayment: requestPayment,
      orderType: rng.weighted([
        ['CSC', 5],
        ['WEB_APP', 2],
        ['MOBILE_APP_ANDROID', 2],
        ['MOBILE_APP_IOS', 1],
      ] as const),
      applicableToLocation: customer.locationId,
      questions: [{ name: 'Preferred visit day', value: rng.pick(['Weekday', 'Saturday', 'Sunday']) }],
      renewedFromId: renewedFrom?.id ?? null,
      createdAt: new Date(createdAt),
      updatedAt: new Date(createdAt),
    };
    rows.push(row);
    contracts.push({
      id,
      customerId: customer.id,
      pricePaise: period.price * 100,
      requestCustomerPayment: requestPayment,
      isPaid,
      createdAt,
    });
    return row;
  };

  for (let i = 0; i < count; i++) {
    const createdAt = now.getTime() - rng.int(0, 450) * DAY_MS - rng.int(0, DAY_MS - 1);
    const customer = pickCustomerBefore(rng, seeded, createdAt);
    const row = addContract(localDate(createdAt), customer, createdAt);
    // Some expired contracts were renewed: the renewal starts today (spec 2 §4, old end date is past).
    if (row.isExpired && rng.chance(0.3)) {
      const renewedAt = now.getTime() - rng.int(1, 120) * 60_000;
      addContract(today, customer, renewedAt, row);
    }
  }
  await bulkInsert(db, customerSubscriptions, rows);
  // Each contract's services in the visit ledger (issue 23), as a sale writes them. The ids are the database's, so
  // the seed's random sequence (and all it makes after this) stays as it was.
  await bulkInsert(
    db,
    customerSubscriptionItems,
    rows.flatMap((row) =>
      row.variant.applicable_to.map((item, position) => ({
        storeId,
        customerSubscriptionId: row.id!,
        position,
        productId: item.product_id,
        selectedProductVariantId: item.selected_product_variant_id,
        quantity: item.quantity,
        totalQuantity: item.total_quantity,
        availableQuantity: item.available_quantity,
        deliveryData: item.delivery_data,
        requestFields: item.request_fields,
      })),
    ),
  );
  return contracts;
}
