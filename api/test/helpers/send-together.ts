import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Pool } from 'pg';

/**
 * On PostgreSQL the app runs on a pg Pool, so parallel injects each take their own connection and really race.
 * This counts the connections checked out at once while `run` runs, to show they did. Null on PGlite: one
 * connection, where the same requests simply run in turn.
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

/** Sends the requests at once; a peak above 1 on PostgreSQL shows they really overlapped. */
export async function sendTogether(
  app: FastifyInstance,
  requests: (() => Promise<LightMyRequestResponse>)[],
): Promise<{ responses: LightMyRequestResponse[]; peak: number | null }> {
  const { result, peak } = await peakConnections(app, () => Promise.all(requests.map((send) => send())));
  return { responses: result, peak };
}

/** Whether the tests run on PostgreSQL (DATABASE_URL set), where parallel requests must overlap. */
export const onPostgres = () => !!process.env.DATABASE_URL;

/** The status codes of the answers, counted: {200: 1, 409: 9}. */
export const statusCounts = (responses: LightMyRequestResponse[]) =>
  responses.reduce<Record<number, number>>((counts, res) => {
    counts[res.statusCode] = (counts[res.statusCode] ?? 0) + 1;
    return counts;
  }, {});

/** On PostgreSQL the requests must have overlapped, or the race test proved nothing. */
export function expectOverlap(peak: number | null): void {
  if (peak !== null) expect(peak).toBeGreaterThan(1);
}
