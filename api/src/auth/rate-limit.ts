import { and, count, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { loginAttempts } from '../db/schema';

/**
 * Attempt keys and the store-lookup limit (issue 2 §4), counted in the login_attempts table rather than in memory
 * so that several API instances on one database share them. Login itself is throttled by login-throttle.ts.
 */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
// The limits themselves are config (AppConfig.loginLimits): production defaults, lifted for a benchmark.

/** "Please wait 15 minutes", "Please wait 8 seconds": the 429 says when trying again can work. */
export function tooManyAttemptsMessage(waitSeconds: number): string {
  const seconds = Math.max(1, Math.ceil(waitSeconds));
  const [amount, unit] = seconds < 60 ? [seconds, 'second'] : [Math.ceil(seconds / 60), 'minute'];
  return `Too many login attempts. Please wait ${amount} ${unit}${amount === 1 ? '' : 's'} and try again.`;
}

export const TOO_MANY_ATTEMPTS = tooManyAttemptsMessage(LOGIN_WINDOW_MS / 1000);

export const accountKey = (email: string) => `email:${email.toLowerCase()}`;
export const addressKey = (ip: string) => `ip:${ip}`;
// The address comes first: it holds no '|', so the key splits back unambiguously whatever the e-mail holds.
export const pairKey = (email: string, ip: string) => `pair:${ip}|${email.toLowerCase()}`;
export const lookupKey = (ip: string) => `lookup:${ip}`;
export const deviceKey = (deviceId: string) => `device:${deviceId}`;

/**
 * Counts and records one store lookup under `key` in one locked step, so parallel lookups (on any API instance)
 * cannot all pass the count. Answers false, recording nothing, when the key is at its limit.
 */
export async function claimLookup(db: Db, key: string, limit: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
    const [row] = await tx
      .select({ n: count() })
      .from(loginAttempts)
      .where(
        and(
          eq(loginAttempts.key, key),
          gt(loginAttempts.at, sql`clock_timestamp() - make_interval(secs => ${LOGIN_WINDOW_MS / 1000})`),
        ),
      );
    if (row.n >= limit) return false;
    await tx.insert(loginAttempts).values({ key, succeeded: true, at: sql`clock_timestamp()` });
    await forgetOldAttempts(tx, [key]);
    return true;
  });
}

/** Keeps the table small: rows older than a day no longer count for anything. */
export async function forgetOldAttempts(db: DbOrTx, keys: string[]): Promise<void> {
  await db
    .delete(loginAttempts)
    .where(and(inArray(loginAttempts.key, keys), lt(loginAttempts.at, new Date(Date.now() - 86_400_000))));
}
