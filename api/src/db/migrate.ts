import path from 'node:path';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { apiRoot } from '../config';
import type { DbHandle, Schema } from './client';

/** The committed SQL migrations (api/drizzle), found from src/ and from the dist/ bundle alike. */
export const MIGRATIONS_FOLDER = path.join(apiRoot(), 'drizzle');

/** Any number; the same for every instance so two API processes starting together migrate one after the other. */
const MIGRATION_LOCK_KEY = 73_734_221;

/** Applies the committed migrations that the database has not seen yet; the same SQL for PGlite and PostgreSQL. */
export async function runMigrations(handle: DbHandle, migrationsFolder = MIGRATIONS_FOLDER): Promise<void> {
  if (handle.driver === 'pglite') {
    // The Db type is the shared base class; the migrator wants the driver's own subclass, which this is.
    await migratePglite(handle.db as PgliteDatabase<Schema>, { migrationsFolder });
    return;
  }
  const lock = await handle.client.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(handle.db as NodePgDatabase<Schema>, { migrationsFolder });
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    lock.release();
  }
}
