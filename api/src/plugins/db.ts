import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createDb, type DbHandle } from '../db/client';
import { runMigrations } from '../db/migrate';

export interface DbPluginOptions {
  /** An open database (tests); otherwise one is opened from the config and closed with the app. */
  handle?: DbHandle;
}

/** How long closing waits for running handlers before the database closes anyway. */
export const CLOSE_GRACE_MS = 10_000;

async function waitFor(running: Set<Promise<unknown>>, graceMs: number): Promise<void> {
  if (running.size === 0) return;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, graceMs);
  });
  await Promise.race([Promise.allSettled([...running]), timeout]);
  clearTimeout(timer);
}

/** Opens the database, applies the committed migrations, and exposes Drizzle as `app.db` (its handle as `app.dbHandle`). */
async function dbPlugin(app: FastifyInstance, options: DbPluginOptions) {
  const handle =
    options.handle ?? createDb({ databaseUrl: app.config.databaseUrl, dataDir: app.config.dataDir });
  const runningHandlers = new Set<Promise<unknown>>();
  // Closing (SIGTERM) lets the handlers that are still running finish first: a request whose client already hung
  // up has no connection left for the server to wait on, and its next query would find the pool ended.
  app.addHook('onClose', async () => {
    await waitFor(runningHandlers, CLOSE_GRACE_MS);
    if (!options.handle) await handle.close();
  });
  await runMigrations(handle);
  app.decorate('db', handle.db);
  app.decorate<DbHandle>('dbHandle', handle);
  app.decorate('runningHandlers', runningHandlers);
}

export default fp(dbPlugin, { name: 'db' });
