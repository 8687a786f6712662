import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createDb, type DbHandle } from '../db/client';
import { runMigrations } from '../db/migrate';

export interface DbPluginOptions {
  /** An open database (tests); otherwise one is opened from the config and closed with the app. */
  handle?: DbHandle;
}

/** Opens the database, applies the committed migrations, and exposes Drizzle as `app.db`. */
async function dbPlugin(app: FastifyInstance, options: DbPluginOptions) {
  const handle =
    options.handle ?? createDb({ databaseUrl: app.config.databaseUrl, dataDir: app.config.dataDir });
  if (!options.handle) app.addHook('onClose', () => handle.close());
  await runMigrations(handle);
  app.decorate('db', handle.db);
}

export default fp(dbPlugin, { name: 'db' });
