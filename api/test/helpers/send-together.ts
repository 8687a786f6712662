import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Pool } from 'pg';

/**
 * Sends the requests at once and counts the database connections they held at the same moment. On PostgreSQL the
 * app runs on a pg Pool, so each request takes its own connection and a peak above 1 shows they really overlapped;
 * on PGlite (one connection, requests run in turn) the peak is null.
 */
export async function sendTogether(
  app: FastifyInstance,
  requests: (() => Promise<LightMyRequestResponse>)[],
): Promise<{ responses: LightMyRequestResponse[]; peak: number | null }> {
  const pool = (app.db as unknown as { $client: unknown }).$client;
  if (!(pool instanceof Pool))
    return { responses: await Promise.all(requests.map((send) => send())), peak: null };
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
    return { responses: await Promise.all(requests.map((send) => send())), peak };
  } finally {
    pool.off('acquire', acquire);
    pool.off('release', release);
  }
}

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
