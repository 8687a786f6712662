import type { FastifyInstance } from 'fastify';
import { Pool } from 'pg';

/**
 * On PostgreSQL the app runs on a pg Pool, so parallel injects each take their own connection and really race.
 * This counts the connections checked out at once while `run` runs, to show they did: one request of the
 * new-booking calls has at most 4 queries in flight at once (priceCart's Promise.all), so a peak above 4 means
 * requests overlapped. Null on PGlite: one connection, where the same requests simply run in turn.
 */
export async function peakConnections<T>(
  app: FastifyInstance,
  run: () => Promise<T>,
): Promise<{ result: T; peak: number | null }> {
  const pool = (app.db as unknown as { $client: unknown }).$client;
  if (!(pool instanceof Pool)) return { result: await run(), peak: null };
  let busy = 0;
  let peak = 0;
  const acquire = () => {
    busy += 1;
    peak = Math.max(peak, busy);
  };
  const release = () => {
    busy -= 1;
  };
  pool.on('acquire', acquire);
  pool.on('release', release);
  try {
    return { result: await run(), peak };
  } finally {
    pool.off('acquire', acquire);
    pool.off('release', release);
  }
}

/** Whether the tests run on PostgreSQL (DATABASE_URL set), where parallel requests must overlap. */
export const onPostgres = () => !!process.env.DATABASE_URL;
