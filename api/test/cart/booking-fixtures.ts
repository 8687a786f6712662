import type { FastifyInstance } from 'fastify';
import {
  COMPLETED_MASTER_ORDER_STATUS_ID,
  customers,
  deliveryTypes,
  pointsConfig,
  productCategories,
  productForms,
  products,
  productVariants,
  storeOrderStatuses,
  taxes,
  type RequestField,
} from '../../src/db/schema';
import { authHeader, loginAsWithDetails, type StoreRow } from '../helpers/fixtures';

/** Data of one store for the new-booking tests: statuses, a taxed catalogue, a delivery type, points, a customer. */
export const PLACED_MASTER_ID = '00000000-0000-4000-8000-000000000811';
let seq = 0;
const next = () => `${Date.now().toString(36)}${(seq++).toString(36)}`;

export async function createCustomer(
  app: FastifyInstance,
  store: StoreRow,
  values: Partial<typeof customers.$inferInsert> = {},
) {
  const n = next();
  const [row] = await app.db
    .insert(customers)
    .values({ storeId: store.id, firstName: 'Asha', lastName: 'Rao', email: `c${n}@example.test`, ...values })
    .returning();
  return row;
}

export async function createProduct(
  app: FastifyInstance,
  store: StoreRow,
  options: {
    name: string;
    price: string;
    commonPrice?: boolean;
    variants?: { name: string; price: string }[];
    categoryId?: string;
  },
) {
  const slug = `${options.name.toLowerCase().replace(/\W+/g, '-')}-${next()}`;
  const [product] = await app.db
    .insert(products)
    .values({
      storeId: store.id,
      name: options.name,
      parentSku: slug.toUpperCase(),
      urlSlug: slug,
      sellingPrice: options.price,
      commonPrice: options.commonPrice ?? true,
      productCategoryId: options.categoryId ?? null,
    })
    .returning();
  const variants = options.variants?.length
    ? await app.db
        .insert(productVariants)
        .values(
          options.variants.map((v, position) => ({
            storeId: store.id,
            productId: product.id,
            variantName: v.name,
            sku: `${slug}-${position}`,
            sellingPrice: v.price,
            position,
          })),
        )
        .returning()
    : [];
  return { product, variants };
}

export async function createForm(
  app: FastifyInstance,
  store: StoreRow,
  productId: string,
  fields: RequestField[],
) {
  await app.db.insert(productForms).values({ storeId: store.id, productId, requestFields: fields });
}

export async function bookingStore(app: FastifyInstance) {
  const admin = await loginAsWithDetails(app, 'ADMIN');
  const store = admin.store;
  const [placed, completed] = await app.db
    .insert(storeOrderStatuses)
    .values([
      { storeId: store.id, name: 'Placed', masterOrderStatusId: PLACED_MASTER_ID, position: 1 },
      { storeId: store.id, name: 'Done', masterOrderStatusId: COMPLETED_MASTER_ORDER_STATUS_ID, position: 2 },
    ])
    .returning();
  await app.db.insert(taxes).values({ storeId: store.id, name: 'GST', value: '18', type: 'PERCENTAGE' });
  const [category] = await app.db
    .insert(productCategories)
    .values({ storeId: store.id, name: 'Cleaning', urlSlug: `cleaning-${next()}` })
    .returning();
  const deep = await createProduct(app, store, {
    name: 'Deep Cleaning',
    price: '1000.00',
    categoryId: category.id,
  });
  const sofa = await createProduct(app, store, {
    name: 'Sofa Wash',
    price: '500.00',
    commonPrice: false,
    variants: [
      { name: '3 Seater', price: '750.00' },
      { name: '5 Seater', price: '999.99' },
    ],
  });
  await app.db.insert(deliveryTypes).values([
    {
      storeId: store.id,
      type: 'SCHEDULED',
      name: 'Scheduled',
      price: '49.00',
      cutoffPrice: '1500.00',
      isDefault: true,
    },
    { storeId: store.id, type: 'EXPRESS', name: 'Express', price: '199.00', cutoffPrice: '0' },
  ]);
  await app.db.insert(pointsConfig).values({
    storeId: store.id,
    uom: { points: 10, currency: 1 },
    usageCondition: [],
    pointGeneration: { order_value_percentage: 0, order_value_condition: [] },
  });
  const customer = await createCustomer(app, store, { points: 500 });
  const headers = authHeader(admin.token);
  return { app, store, token: admin.token, headers, placed, completed, category, deep, sofa, customer };
}
export type BookingStore = Awaited<ReturnType<typeof bookingStore>>;

export const ADDRESS = {
  first_name: 'Asha',
  last_name: 'Rao',
  street: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  zip_code: '560001',
  country: 'India',
};

/** A valid create-booking body for tomorrow's 10:00-12:00 slot (callers override parts). */
export function orderBody(s: BookingStore, overrides: Record<string, unknown> = {}, key = `key-${next()}`) {
  const tomorrow = new Date(Date.now() + 36 * 3600 * 1000);
  const day = `${tomorrow.getUTCFullYear()}/${String(tomorrow.getUTCMonth() + 1).padStart(2, '0')}/${String(tomorrow.getUTCDate()).padStart(2, '0')}`;
  return {
    order: {
      customer_id: s.customer.id,
      order_type: 'CSC',
      products: [{ product_id: s.deep.product.id, selected_quantity: 1 }],
      shipping_address: ADDRESS,
      delivery_date: day,
      delivery_data: { start_time: '10:00', end_time: '12:00', type: 'SCHEDULED' },
      ...overrides,
    },
    idempotency_key: key,
  };
}
