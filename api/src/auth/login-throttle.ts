import { and, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { LoginLimits } from '../config';
import type { Db, DbOrTx, Tx } from '../db/client';
import { loginAttempts } from '../db/schema';
import { HttpError } from '../http/errors';
import {
  ACCOUNT_WINDOW_SECONDS,
  ADDRESS_WINDOW_SECONDS,
  ceilingWaitSeconds,
  PAIR_WINDOW_SECONDS,
  pairWaitSeconds,
} from './login-wait';
import {
  accountKey,
  addressKey,
  deviceKey,
  forgetOldAttempts,
  pairKey,
  tooManyAttemptsMessage,
} from './rate-limit';

/** The 429 of a throttled login, with Retry-After in whole seconds. */
export class LoginThrottled extends HttpError {
  constructor(readonly waitSeconds: number) {
    super(429, tooManyAttemptsMessage(waitSeconds), 'Too Many Attempts', {
      'retry-after': String(Math.max(1, Math.ceil(waitSeconds))),
    });
  }
}

// Database time throughout: API instances' clocks may differ, and rows are compared with rows they wrote.
const since = (seconds: number) => sql`clock_timestamp() - make_interval(secs => ${seconds})`;

async function pairWait(tx: Tx, pair: string, limits: LoginLimits): Promise<number> {
  const lastSuccess = sql`coalesce((select max(s.at) from ${loginAttempts} s where s.key = ${pair} and s.succeeded), '-infinity')`;
  const [row] = await tx
    .select({
      failures: count(),
      sinceLast: sql`coalesce(extract(epoch from clock_timestamp() - max(${loginAttempts.at})), 0)`.mapWith(
        Number,
      ),
    })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.key, pair),
        eq(loginAttempts.succeeded, false),
        gt(loginAttempts.at, sql`greatest(${lastSuccess}, ${since(PAIR_WINDOW_SECONDS)})`),
      ),
    );
  return pairWaitSeconds(row.failures, row.sinceLast, limits);
}

async function ceilingWait(tx: Tx, key: string, limit: number, windowSeconds: number): Promise<number> {
  const [atCeiling] = await tx
    .select({ age: sql`extract(epoch from clock_timestamp() - ${loginAttempts.at})`.mapWith(Number) })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.key, key),
        eq(loginAttempts.succeeded, false),
        gt(loginAttempts.at, since(windowSeconds)),
      ),
    )
    .orderBy(desc(loginAttempts.at))
    .offset(limit - 1)
    .limit(1);
  return ceilingWaitSeconds(atCeiling?.age, windowSeconds);
}

/** The keys an attempt is counted under, and the wait before it may be checked. */
interface AttemptLimits {
  keys: string[];
  locks: string[];
  wait: (tx: Tx) => Promise<number>;
}

/** A stranger's attempt: the pair's delay, the account's ceiling and the address's limit. */
function strangerLimits(email: string, ip: string, limits: LoginLimits): AttemptLimits {
  const keys = { account: accountKey(email), address: addressKey(ip), pair: pairKey(email, ip) };
  return {
    keys: Object.values(keys),
    // The pair's rows are only written under its account's lock, so two locks cover all three keys.
    locks: [keys.account, keys.address],
    wait: async (tx) =>
      Math.max(
        await pairWait(tx, keys.pair, limits),
        await ceilingWait(tx, keys.account, limits.accountFailures, ACCOUNT_WINDOW_SECONDS),
        await ceilingWait(tx, keys.address, limits.addressFailures, ADDRESS_WINDOW_SECONDS),
      ),
  };
}

/**
 * An attempt from a device the account signed in on (device-cookie.ts): only the device's own delay, the same as
 * a pair's. Its failures still count towards the account's ceiling, which it is not held by.
 */
function deviceLimits(email: string, deviceId: string, limits: LoginLimits): AttemptLimits {
  const keys = { account: accountKey(email), device: deviceKey(deviceId) };
  return {
    keys: Object.values(keys),
    // The device's rows are only written under its account's lock.
    locks: [keys.account],
    wait: (tx) => pairWait(tx, keys.device, limits),
  };
}

/**
 * Checks the limits and records the attempt as a failure in one locked step, BEFORE the password is checked: a
 * guess counts while its result is unknown, so parallel guesses (on any API instance) cannot all pass the count.
 * `deviceId` is the attempt's trusted device for this account, if any. Answers the ids of the recorded rows (for
 * markAttemptSucceeded) or throws LoginThrottled.
 */
export async function claimLoginAttempt(
  db: Db,
  attempt: { email: string; ip: string; deviceId: string | null },
  limits: LoginLimits,
): Promise<string[]> {
  const { email, ip, deviceId } = attempt;
  const counted = deviceId ? deviceLimits(email, deviceId, limits) : strangerLimits(email, ip, limits);
  const outcome = await db.transaction(async (tx): Promise<{ wait: number } | { rowIds: string[] }> => {
    // One order (sorted) so two logins never each hold the lock the other waits for.
    for (const key of [...counted.locks].sort()) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
    }
    const wait = await counted.wait(tx);
    if (wait > 0) return { wait };
    const rows = await tx
      .insert(loginAttempts)
      .values(counted.keys.map((key) => ({ key, succeeded: false, at: sql`clock_timestamp()` })))
      .returning({ id: loginAttempts.id });
    await forgetOldAttempts(tx, counted.keys);
    return { rowIds: rows.map((row) => row.id) };
  });
  if ('wait' in outcome) throw new LoginThrottled(outcome.wait);
  return outcome.rowIds;
}

/** The password was right: the claimed rows stop counting as failures, and the pair starts counting afresh. */
export async function markAttemptSucceeded(db: DbOrTx, rowIds: string[]): Promise<void> {
  await db.update(loginAttempts).set({ succeeded: true }).where(inArray(loginAttempts.id, rowIds));
}
