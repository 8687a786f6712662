import { loadConfig } from '../config';
import { createDb } from '../db/client';
import { runMigrations } from '../db/migrate';
import { DEFAULT_SEED_BOOKINGS, DEMO_LOGINS, DEMO_PASSWORD, seed } from './index';

/**
 * `pnpm --filter @storedesk/api seed [--bookings N]`: opens the database the app would use (DATABASE_URL, else the
 * PGlite folder DATA_DIR), applies the migrations and writes the demo data unless it is there already.
 */
function parseBookings(argv: string[]): number {
  const at = argv.findIndex((arg) => arg === '--bookings' || arg.startsWith('--bookings='));
  if (at === -1) return DEFAULT_SEED_BOOKINGS;
  const raw = argv[at].includes('=') ? argv[at].split('=')[1] : argv[at + 1];
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`--bookings needs a whole number, got "${raw}"`);
  return value;
}

async function main() {
  const bookings = parseBookings(process.argv.slice(2));
  const config = loadConfig();
  const handle = createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await runMigrations(handle);
    const summary = await seed(handle.db, { bookings, log: (line) => console.log(line) });
    if (!summary.skipped) {
      console.log(
        `Demo data: ${summary.bookings} bookings (${summary.bookingItems} items), ${summary.customers} customers, ` +
          `${summary.contracts} contracts, ${summary.paymentRequests} payment requests, ${summary.carts} carts.`,
      );
      console.log(
        `Logins (password ${DEMO_PASSWORD}): ${DEMO_LOGINS.map((login) => login.email).join(', ')}`,
      );
    }
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
