import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { loginAttempts } from '../db/schema';

/**
 * Login limits (issue 2 §4), counted in the login_attempts table rather than in memory so that several API
 * instances on one database share them.
 */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
// The limits themselves are config (AppConfig.loginLimits): production defaults, lifted for a benchmark.

export const TOO_MANY_ATTEMPTS = 'Too many login attempts. Please wait 15 minutes and try again.';

export const accountKey = (email: string) => `email:${email.toLowerCase()}`;
export const addressKey = (ip: string) => `ip:${ip}`;
export const lookupKey = (ip: string) => `lookup:${ip}`;

/** Attempts under `key` in the window; with onlyFailures, failures after the key's last success. */
export async function countAttempts(db: DbOrTx, key: string, onlyFailures = false): Promise<number> {
  const since = new Date(Date.now() - LOGIN_WINDOW_MS);
  const conditions = [eq(loginAttempts.key, key), gt(loginAttempts.at, since)];
  if (onlyFailures) {
    conditions.push(eq(loginAttempts.succeeded, false));
    conditions.push(
      sql`${loginAttempts.at} > coalesce((select max(s.at) from ${loginAttempts} s where s.key = ${key} and s.succeeded), '-infinity')`,
    );
  }
  const [row] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(and(...conditions));
  return row.n;
}

export async function recordAttempt(db: DbOrTx, key: string, succeeded: boolean): Promise<void> {
  await db.insert(loginAttempts).values({ key, succeeded });
  // Keep the table small: rows of this key older than a day no longer count for anything.
  await db
    .delete(loginAttempts)
    .where(and(eq(loginAttempts.key, key), lt(loginAttempts.at, new Date(Date.now() - 86_400_000))));
}
