import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Client } from 'pg';
import { buildApp } from '../../src/app';
import type { AppConfig } from '../../src/config';
import { createDb, type DbHandle } from '../../src/db/client';
import { freshPglite } from './pglite-template';
import { postgresTemplate } from './postgres-template';

/** A database of its own on the DATABASE_URL server (a copy of the migrated template), dropped when the app closes. */
async function createScratchDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const template = await postgresTemplate(serverUrl);
  const name = `storedesk_t_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * The real app on a FRESH database: in-memory PGlite (a copy of a freshly migrated one), or a new database on the
 * DATABASE_URL server (copied from a migrated template). Migrations run as at a normal start (on the copy there is nothing left to apply). `app.close()` also closes (and on PostgreSQL drops) the database.
 */
export async function buildTestApp(options: { config?: Partial<AppConfig> } = {}): Promise<FastifyInstance> {
  const serverUrl = process.env.DATABASE_URL;
  let handle: DbHandle;
  let drop = async () => {};
  if (serverUrl) {
    const scratch = await createScratchDatabase(serverUrl);
    handle = createDb({ databaseUrl: scratch.url });
    drop = scratch.drop;
  } else {
    handle = createDb({ pglite: await freshPglite() });
  }
  const app = await buildApp({
    db: handle,
    logger: false,
    config: { staticSites: [], trustProxy: false, ...options.config },
  });
  app.addHook('onClose', async () => {
    await handle.close();
    await drop();
  });
  await app.ready();
  return app;
}
