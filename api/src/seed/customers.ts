import type { DbOrTx } from '../db/client';
import {
  carts,
  customerAddresses,
  customerGroupMembers,
  customerGroups,
  customers,
  type ShippingAddress,
} from '../db/schema';
import { bulkInsert } from './bulk-insert';
import { DAY_MS } from './clock';
import { BUILDINGS, FIRST_NAMES, LANDMARKS, LAST_NAMES, STREETS } from './data/people';
import type { SeededCatalogue } from './catalogue';
import type { SeededLocation } from './settings';
import { paiseToMoney, priceLines } from './money';
import type { Random } from './random';

export interface SeededCustomer {
  id: string;
  createdAt: number;
  address: ShippingAddress;
  locationId: string;
  locality: string;
}

const LANGUAGES = ['Hindi', 'Kannada', 'Marathi', 'Telugu', 'Tamil', 'English'];

/**
 * Customers with one or two addresses in the store's cities, created 1-24 months ago; returned sorted by
 * creation time so bookings can pick a customer who already existed.
 */
export async function seedCustomers(
  db: DbOrTx,
  rng: Random,
  storeId: string,
  count: number,
  locations: SeededLocation[],
  tags: string[],
  now: Date,
): Promise<SeededCustomer[]> {
  const seeded: SeededCustomer[] = [];
  const customerRows: (typeof customers.$inferInsert)[] = [];
  const addressRows: (typeof customerAddresses.$inferInsert)[] = [];
  // E-mail and phone are unique among a store's live customers (customers_store_*_key): one repeat would fail the
  // seed's insert, and with it the whole seed.
  const usedEmails = new Set<string>();
  const usedPhones = new Set<string>();

  for (let i = 0; i < count; i++) {
    const id = rng.uuid();
    const firstName = rng.pick(FIRST_NAMES);
    const lastName = rng.pick(LAST_NAMES);
    const createdAt = now.getTime() - rng.int(30, 730) * DAY_MS - rng.int(0, DAY_MS - 1);
    let phoneNo: string;
    do phoneNo = `${rng.pick(['6', '7', '8', '9', '9', '9'])}${rng.int(100000000, 999999999)}`;
    while (usedPhones.has(phoneNo));
    usedPhones.add(phoneNo);
    let email: string | null = `${firstName}.${lastName}`.toLowerCase().replace(/[^a-z.]/g, '');
    if (usedEmails.has(email)) email = `${email}${rng.int(1, 9999)}`;
    if (usedEmails.has(email) || rng.chance(0.08)) email = null;
    if (email) usedEmails.add(email);
    const hasPhone = !email || rng.chance(0.95);
    const location = rng.pick(locations);
    const addressCount = rng.chance(0.3) ? 2 : 1;
    let defaultAddress: ShippingAddress | undefined;
    let defaultLocality = '';
    for (let a = 0; a < addressCount; a++) {
      const locality = rng.pick(location.city.localities);
      const address: ShippingAddress = {
        first_name: firstName,
        last_name: lastName,
        street: rng.chance(0.6)
          ? `Flat ${rng.int(1, 22)}0${rng.int(1, 8)}, ${rng.pick(BUILDINGS)}`
          : `${rng.int(1, 480)}, ${rng.pick(STREETS)}`,
        locality: locality.name,
        landmark: rng.pick(LANDMARKS),
        city: location.city.name,
        state: location.city.state,
        zip_code: locality.pincode,
        country: 'India',
        country_code: 'IN',
        phone_no: phoneNo,
        latitude: Number((location.city.latitude + (rng.next() - 0.5) * 0.2).toFixed(6)),
        longitude: Number((location.city.longitude + (rng.next() - 0.5) * 0.2).toFixed(6)),
      };
      if (a === 0) {
        defaultAddress = address;
        defaultLocality = locality.name;
      }
      addressRows.push({
        storeId,
        customerId: id,
        firstName: address.first_name,
        lastName: address.last_name,
        street: address.street,
        locality: address.locality,
        landmark: address.landmark,
        zipCode: address.zip_code,
        state: address.state,
        city: address.city,
        country: address.country,
        countryCode: address.country_code,
        phoneNo: address.phone_no,
        latitude: address.latitude,
        longitude: address.longitude,
        isDefault: a === 0,
        createdAt: new Date(createdAt),
        updatedAt: new Date(createdAt),
      });
    }
    customerRows.push({
      id,
      storeId,
      firstName,
      lastName,
      dob: rng.chance(0.6)
        ? `${rng.int(1965, 2003)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`
        : null,
      email: email ? `${email}@example.com` : null,
      phoneNo: hasPhone ? phoneNo : null,
      countryCode: '+91',
      country: 'India',
      customerTags: rng.chance(0.15) ? rng.sample(tags, rng.int(1, 2)) : [],
      customFields: rng.chance(0.1) ? [{ name: 'Preferred language', value: rng.pick(LANGUAGES) }] : [],
      points: rng.chance(0.4) ? rng.int(1, 50) * 10 : 0,
      pushNotification: rng.chance(0.6),
      createdAt: new Date(createdAt),
      updatedAt: new Date(createdAt),
    });
    seeded.push({
      id,
      createdAt,
      address: defaultAddress!,
      locationId: location.id,
      locality: defaultLocality,
    });
  }
  await bulkInsert(db, customers, customerRows);
  await bulkInsert(db, customerAddresses, addressRows);
  seeded.sort((a, b) => a.createdAt - b.createdAt);
  return seeded;
}

/** A customer who already existed at `time` (customers are sorted by creation); the oldest when none did. */
export function pickCustomerBefore(rng: Random, seeded: SeededCustomer[], time: number): SeededCustomer {
  let low = 0;
  let high = seeded.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (seeded[mid].createdAt < time) low = mid + 1;
    else high = mid;
  }
  return seeded[Math.floor(rng.next() * Math.max(low, 1))];
}

/** Two manual groups with members and two automated ones with conditions (spec 1 §4). */
export async function seedCustomerGroups(
  db: DbOrTx,
  rng: Random,
  storeId: string,
  seeded: SeededCustomer[],
): Promise<void> {
  const corporate = rng.uuid();
  const neighbourhood = rng.uuid();
  const locality = seeded[0].locality;
  await db.insert(customerGroups).values([
    { id: corporate, storeId, name: 'Corporate Clients', type: 'MANUAL' },
    { id: neighbourhood, storeId, name: `${locality} Residents`, type: 'MANUAL' },
    {
      storeId,
      name: 'Premium Customers',
      type: 'AUTOMATED',
      condition: { customer_total_value: '10000', customer_order_value: '', customer_order_count: '' },
    },
    {
      storeId,
      name: 'Repeat Bookers',
      type: 'AUTOMATED',
      condition: { customer_total_value: '', customer_order_value: '2500', customer_order_count: '3' },
    },
  ]);
  const members = [
    ...rng.sample(seeded, 12).map((customer) => ({ storeId, groupId: corporate, customerId: customer.id })),
    ...seeded
      .filter((customer) => customer.locality === locality)
      .slice(0, 40)
      .map((customer) => ({ storeId, groupId: neighbourhood, customerId: customer.id })),
  ];
  await bulkInsert(db, customerGroupMembers, members);
}

/** Abandoned carts: app carts left in the last 30 days, one per customer. */
export async function seedCarts(
  db: DbOrTx,
  rng: Random,
  storeId: string,
  seeded: SeededCustomer[],
  catalogue: SeededCatalogue,
  count: number,
  now: Date,
): Promise<void> {
  const rows = rng.sample(seeded, count).map((customer) => {
    const lines = rng.sample(catalogue.products, rng.int(1, 3)).map((product) => {
      const variant = rng.pick(product.variants);
      return { product, variant, quantity: rng.chance(0.8) ? 1 : 2 };
    });
    const totals = priceLines(lines, 0, 0);
    const updatedAt = now.getTime() - rng.int(1, 30 * 24) * 3_600_000;
    return {
      storeId,
      customerId: customer.id,
      channel: rng.weighted([
        ['WEB_APP', 4],
        ['MOBILE_APP_ANDROID', 3],
        ['MOBILE_APP_IOS', 2],
        ['MOBILE_APP', 1],
      ] as const),
      products: lines.map(({ product, variant, quantity }) => ({
        product_id: product.id,
        name: product.name,
        selected_quantity: quantity,
        selected_product_variant_id: variant.id,
        selling_price: variant.pricePaise / 100,
        compare_at_price: Math.round(variant.pricePaise * 1.2) / 100,
      })),
      productsCount: lines.reduce((sum, line) => sum + line.quantity, 0),
      subTotal: paiseToMoney(totals.subTotal),
      tax: paiseToMoney(totals.tax),
      total: paiseToMoney(totals.total),
      shippingAddress: customer.address,
      createdAt: new Date(updatedAt - rng.int(0, 48) * 3_600_000),
      updatedAt: new Date(updatedAt),
    };
  });
  await bulkInsert(db, carts, rows);
}
