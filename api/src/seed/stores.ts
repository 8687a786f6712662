import { hashPassword } from '../auth/password';
import type { DbOrTx } from '../db/client';
import { employees, employeeStoreAccess, stores } from '../db/schema';
import { newStorefrontKey, storefrontKeySetting } from '../routes/store/storefront-key';
import { DEMO_TIMEZONE } from './clock';
import type { Random } from './random';

export const DEMO_STORE_NAME = 'Sparkle Home Services';
export const DEMO_NORTH_STORE_NAME = 'Sparkle Home Services - North';
export const DEMO_PASSWORD = 'storedesk-demo';

type Role = 'ADMIN' | 'SITEADMIN' | 'CSC' | 'FINANCE';
interface DemoLogin {
  email: string;
  firstName: string;
  lastName: string;
  /** Role per store: 'main' and optionally 'north'. */
  roles: { main: Role; north?: Role };
}

/** The four demo logins of issue 2 §5; all share DEMO_PASSWORD. The admin reaches both stores. */
export const DEMO_LOGINS: DemoLogin[] = [
  {
    email: 'admin@demo.storedesk.test',
    firstName: 'Anita',
    lastName: 'Desai',
    roles: { main: 'ADMIN', north: 'ADMIN' },
  },
  {
    email: 'siteadmin@demo.storedesk.test',
    firstName: 'Rakesh',
    lastName: 'Iyer',
    roles: { main: 'SITEADMIN' },
  },
  { email: 'csc@demo.storedesk.test', firstName: 'Pooja', lastName: 'Nair', roles: { main: 'CSC' } },
  { email: 'finance@demo.storedesk.test', firstName: 'Vikas', lastName: 'Gupta', roles: { main: 'FINANCE' } },
];

export interface SeededStores {
  mainId: string;
  northId: string;
  /** Employee ids by role, for created_by and notification settings. */
  employeeIds: Record<Role, string>;
}

function storeRow(rng: Random, name: string, slotsPerService: boolean) {
  return {
    id: rng.uuid(),
    name,
    countryCode: 'IN',
    currency: 'INR',
    storeTimezone: DEMO_TIMEZONE,
    storeMetaConfig: [
      { meta_config_name: 'use_applicable_location_filter', meta_config_value: 'true' },
      { meta_config_name: 'currency_symbol', meta_config_value: '₹' },
      { meta_config_name: 'support_phone', meta_config_value: '+91 80 4718 2200' },
      // Printed on the invoice (GET store/order/print).
      {
        meta_config_name: 'store_address',
        meta_config_value: '14 MG Road, Ashok Nagar\nBengaluru, Karnataka 560001',
      },
      { meta_config_name: 'tax_number', meta_config_value: '29ABCDE1234F1Z5' },
      // A secret, so random in every database (never from the seeded generator): PUT storefront/cart takes it.
      storefrontKeySetting(newStorefrontKey()),
    ],
    inventorySettings: { allow_product_specific_slots: slotsPerService },
  };
}

export async function seedStores(db: DbOrTx, rng: Random): Promise<SeededStores> {
  const main = storeRow(rng, DEMO_STORE_NAME, true);
  const north = storeRow(rng, DEMO_NORTH_STORE_NAME, false);
  await db.insert(stores).values([main, north]);

  const employeeIds = {} as Record<Role, string>;
  for (const login of DEMO_LOGINS) {
    const id = rng.uuid();
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    employeeIds[login.roles.main] = id;
    await db
      .insert(employees)
      .values({ id, email: login.email, passwordHash, firstName: login.firstName, lastName: login.lastName });
    await db
      .insert(employeeStoreAccess)
      .values({ employeeId: id, storeId: main.id, employeeType: login.roles.main });
    if (login.roles.north) {
      await db
        .insert(employeeStoreAccess)
        .values({ employeeId: id, storeId: north.id, employeeType: login.roles.north });
    }
  }
  return { mainId: main.id, northId: north.id, employeeIds };
}
