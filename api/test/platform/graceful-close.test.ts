import { sql } from 'drizzle-orm';
import { operation } from '@storedesk/shared/contracts';
import { buildApp } from '../../src/app';
import { createDb } from '../../src/db/client';
import { defineRoute } from '../../src/http/define-route';
import { freshPglite } from '../helpers/pglite-template';

/**
 * Closing the app (SIGTERM) waits for the route handlers still running before the database closes: a request whose
 * client hung up leaves no connection for the server to wait on, and its next query found the pool ended
 * ("Cannot use a pool after calling end on the pool", seen when the bench stopped an API under load).
 */
it('closing waits for a running handler, whose queries still answer', async () => {
  const handle = createDb({ pglite: await freshPglite() });
  const app = await buildApp({ db: handle, logger: false, config: { staticSites: [] } });
  let started!: () => void;
  const handlerStarted = new Promise<void>((resolve) => (started = resolve));
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  defineRoute(app, {
    operation: operation('GET', '/test/slow'),
    permission: 'public',
    schema: {},
    handler: async () => {
      started();
      await gate;
      const result = (await app.db.execute(sql`SELECT 41 + 1 AS answer`)) as unknown as {
        rows: { answer: number }[];
      };
      return { answer: result.rows[0].answer };
    },
  });
  await app.ready();
  const response = app.inject({ method: 'GET', url: '/test/slow' });
  await handlerStarted;
  let closed = false;
  const closing = app.close().then(() => {
    closed = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(closed).toBe(false);
  release();
  const res = await response;
  expect([res.statusCode, res.json()]).toEqual([200, { answer: 42 }]);
  await closing;
  expect(closed).toBe(true);
  await handle.close();
});
