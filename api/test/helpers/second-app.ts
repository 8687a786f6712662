import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { Pool } from 'pg';
import { buildApp } from '../../src/app';
import type { AppConfig } from '../../src/config';
import { createDb, type DbHandle } from '../../src/db/client';

/**
 * A second API instance on the database of `first` (an app from buildTestApp), as two servers behind one load
 * balancer would run. On PostgreSQL it opens a pool of its own, so the two really run side by side; on PGlite
 * (one connection, in this process) it shares the client. Close it before `first`, which drops the database.
 */
export async function buildSecondApp(
  first: FastifyInstance,
  options: { config?: Partial<AppConfig> } = {},
): Promise<FastifyInstance> {
  const client = (first.db as unknown as { $client: Pool | PGlite }).$client;
  let handle: DbHandle;
  let close = async () => {};
  if (client instanceof Pool) {
    handle = createDb({ databaseUrl: client.options.connectionString });
    close = handle.close;
  } else {
    handle = createDb({ pglite: client }); // the first app closes it
  }
  const app = await buildApp({
    db: handle,
    logger: false,
    config: { staticSites: [], trustProxy: false, ...options.config },
  });
  app.addHook('onClose', close);
  await app.ready();
  return app;
}
