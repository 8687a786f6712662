import { eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { stores } from '../db/schema';
import { seedBookings } from './bookings';
import { withConstraintsDeferred } from './bulk-load';
import { seedCatalogue } from './catalogue';
import { seedContracts } from './contracts';
import { seedCarts, seedCustomerGroups, seedCustomers } from './customers';
import { NORTH_CITIES, SOUTH_WEST_CITIES, type City } from './data/people';
import { seedBlogPosts, seedPushNotifications } from './marketing';
import { seedPaymentRequests } from './payments';
import { Random } from './random';
import { seedSettings } from './settings';
import { DEMO_STORE_NAME, seedStores } from './stores';

export { DEMO_LOGINS, DEMO_NORTH_STORE_NAME, DEMO_PASSWORD, DEMO_STORE_NAME } from './stores';

export interface SeedOptions {
  /** Bookings over both stores (85% main, 15% north). Default 3000. */
  bookings?: number;
  /** The clock the data is arranged around ("today", "last 90 days"). Default: the real time. */
  now?: Date;
  /** Progress lines (the CLI prints them). */
  log?: (line: string) => void;
}

export interface SeedSummary {
  skipped: boolean;
  customers: number;
  bookings: number;
  bookingItems: number;
  contracts: number;
  paymentRequests: number;
  carts: number;
  ms: number;
}

export const DEFAULT_SEED_BOOKINGS = 3000;
/** Fixed so that every run with the same options writes the same data. */
const SEED = 20_240_601;

/** The tables that take millions of rows at benchmark sizes. */
const BULK_TABLES = ['bookings', 'booking_items', 'booking_status_history', 'booking_notes'];

const clamp = (value: number, min: number, max: number) => Math.max(min, Math.min(max, Math.round(value)));

interface StorePlan {
  storeId: string;
  cities: City[];
  bookings: number;
  customers: number;
  contracts: number;
  paymentCandidates: number;
  carts: number;
  staffIds: string[];
  productSpecificSlots: boolean;
}

/**
 * Writes the demo data of issue 2 §5: two stores in Asia/Kolkata, the four demo logins, a catalogue, customers,
 * settings, contracts, payment requests, carts, blog posts, notifications and bookings in every channel and
 * status over the last 90 days. Does nothing when the demo store already exists. All in one transaction.
 */
export async function seed(db: Db, options: SeedOptions = {}): Promise<SeedSummary> {
  const started = Date.now();
  const log = options.log ?? (() => undefined);
  const summary: SeedSummary = {
    skipped: false,
    customers: 0,
    bookings: 0,
    bookingItems: 0,
    contracts: 0,
    paymentRequests: 0,
    carts: 0,
    ms: 0,
  };
  const existing = await db
    .select({ id: stores.id })
    .from(stores)
    .where(eq(stores.name, DEMO_STORE_NAME))
    .limit(1);
  if (existing.length > 0) {
    log(`"${DEMO_STORE_NAME}" exists already; nothing to do.`);
    return { ...summary, skipped: true, ms: Date.now() - started };
  }

  const total = Math.max(0, Math.floor(options.bookings ?? DEFAULT_SEED_BOOKINGS));
  const now = options.now ?? new Date();
  const rng = new Random(SEED);

  await db.transaction(async (tx) => {
    const { mainId, northId, employeeIds } = await seedStores(tx, rng);
    const mainBookings = Math.round(total * 0.85);
    const plans: StorePlan[] = [
      {
        storeId: mainId,
        cities: SOUTH_WEST_CITIES,
        bookings: mainBookings,
        customers: clamp(mainBookings / 15, 170, 50_000),
        contracts: clamp(mainBookings / 60, 40, 15_000),
        paymentCandidates: clamp(mainBookings / 40, 40, 20_000),
        carts: 40,
        staffIds: [employeeIds.ADMIN, employeeIds.SITEADMIN, employeeIds.CSC],
        productSpecificSlots: true,
      },
      {
        storeId: northId,
        cities: NORTH_CITIES,
        bookings: total - mainBookings,
        customers: clamp((total - mainBookings) / 15, 50, 10_000),
        contracts: clamp((total - mainBookings) / 60, 10, 3_000),
        paymentCandidates: clamp((total - mainBookings) / 40, 10, 5_000),
        carts: 10,
        staffIds: [employeeIds.ADMIN],
        productSpecificSlots: false,
      },
    ];
    await withConstraintsDeferred(tx, BULK_TABLES, async () => {
      for (const plan of plans) {
        await seedStore(tx, rng, plan, now, employeeIds.ADMIN, summary, log);
      }
    });
  });

  // Fresh planner statistics (and a visibility map for index-only scans) after a load of this size.
  await db.execute(sql`VACUUM (ANALYZE) bookings, booking_items, booking_stats, booking_item_stats`);
  await db.execute(sql`ANALYZE`);
  summary.ms = Date.now() - started;
  log(`Seeded in ${(summary.ms / 1000).toFixed(1)} s.`);
  return summary;
}

async function seedStore(
  tx: DbOrTx,
  rng: Random,
  plan: StorePlan,
  now: Date,
  adminId: string,
  summary: SeedSummary,
  log: (line: string) => void,
): Promise<void> {
  const { storeId } = plan;
  const settings = await seedSettings(tx, rng, storeId, plan.cities, plan.staffIds);
  const catalogue = await seedCatalogue(
    tx,
    rng,
    storeId,
    settings.slotsByDay,
    plan.productSpecificSlots,
    now,
  );
  const customers = await seedCustomers(
    tx,
    rng,
    storeId,
    plan.customers,
    settings.locations,
    settings.tags,
    now,
  );
  await seedCustomerGroups(tx, rng, storeId, customers);
  await seedCarts(tx, rng, storeId, customers, catalogue, plan.carts, now);
  const contracts = await seedContracts(tx, rng, storeId, catalogue, customers, plan.contracts, now, 5001);
  log(
    `store ${storeId}: settings, ${catalogue.products.length} services, ${customers.length} customers, ${contracts.length} contracts`,
  );

  const booked = await seedBookings(tx, rng, {
    storeId,
    count: plan.bookings,
    now,
    statuses: settings.statuses,
    catalogue,
    customers,
    contracts,
    tags: settings.tags,
    slotsByDay: settings.slotsByDay,
    staffIds: plan.staffIds,
    paymentCandidates: plan.paymentCandidates,
  });
  log(`store ${storeId}: ${booked.count} bookings, ${booked.items} items`);
  const paymentRequests = await seedPaymentRequests(
    tx,
    rng,
    storeId,
    booked.paymentCandidates,
    contracts,
    plan.staffIds,
    now,
  );
  await seedBlogPosts(tx, rng, storeId, adminId, now);
  await seedPushNotifications(tx, rng, storeId, catalogue, customers, adminId, now);

  summary.customers += customers.length;
  summary.bookings += booked.count;
  summary.bookingItems += booked.items;
  summary.contracts += contracts.length;
  summary.paymentRequests += paymentRequests;
  summary.carts += Math.min(plan.carts, customers.length);
}
