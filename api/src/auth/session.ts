import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import type { SessionCache } from './session-cache';
import type { AuthContext } from './auth-context';
import { authTokens, employees, employeeStoreAccess, stores } from '../db/schema';

export type { AuthContext } from './auth-context';

/** Tokens live 12 hours (a working day); then the user logs in again. */
export const TOKEN_LIFETIME_MS = 12 * 60 * 60 * 1000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** 256 random bits, base64url; only the sha256 is stored. */
export async function issueToken(
  db: DbOrTx,
  employeeId: string,
  storeId: string,
): Promise<{ token: string; tokenId: string }> {
  const token = randomBytes(32).toString('base64url');
  const [row] = await db
    .insert(authTokens)
    .values({
      tokenHash: hashToken(token),
      employeeId,
      storeId,
      expiresAt: new Date(Date.now() + TOKEN_LIFETIME_MS),
    })
    .returning({ id: authTokens.id });
  return { token, tokenId: row.id };
}

export async function revokeToken(db: DbOrTx, tokenId: string): Promise<void> {
  await db
    .update(authTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(authTokens.id, tokenId), isNull(authTokens.revokedAt)));
}

/** A session row's access to its own store: the join every session lookup makes (the role comes from it). */
export const sessionStoreAccess = and(
  eq(employeeStoreAccess.employeeId, authTokens.employeeId),
  eq(employeeStoreAccess.storeId, authTokens.storeId),
);

/** A session still in force: not revoked, not expired, its employee not deleted. */
export const sessionInForce = () =>
  [
    isNull(authTokens.revokedAt),
    gt(authTokens.expiresAt, sql`now()`),
    sql`${employees.isDeleted} = false`,
  ] as const;

/** The session lookup as a named statement, planned once per connection (it runs before every request). */
function sessionStatement(db: Db) {
  let made = sessionStatements.get(db);
  if (made) return made;
  made = db
    .select({
      tokenId: authTokens.id,
      employeeId: authTokens.employeeId,
      storeId: authTokens.storeId,
      role: employeeStoreAccess.employeeType,
      storeTimezone: stores.storeTimezone,
      expiresAt: authTokens.expiresAt,
    })
    .from(authTokens)
    .innerJoin(employeeStoreAccess, sessionStoreAccess)
    .innerJoin(employees, eq(employees.id, authTokens.employeeId))
    .innerJoin(stores, eq(stores.id, authTokens.storeId))
    .where(and(eq(authTokens.tokenHash, sql.placeholder('tokenHash')), ...sessionInForce()))
    // No LIMIT (token_hash is unique) and no other parameter than the hash: PostgreSQL then keeps one generic plan
    // per connection instead of planning every lookup (it cannot cost an unknown limit).
    .prepare('find_session');
  sessionStatements.set(db, made);
  return made;
}
const sessionStatements = new WeakMap<
  Db,
  { execute: (v: { tokenHash: string }) => Promise<(AuthContext & { expiresAt: Date })[]> }
>();

/**
 * The session behind a token, or null when the token is unknown, revoked, expired, or its employee lost access
 * to the store or was deleted. With a cache, a session found in the last few seconds is answered from memory:
 * every change to the rows read here empties the cache when it commits (migration 0015), so a logout, a role
 * change or a deleted employee applies at once on the instance that made it and within a notification's delay
 * (milliseconds) on the others.
 */
export async function findSession(db: Db, token: string, cache?: SessionCache): Promise<AuthContext | null> {
  if (token.length === 0 || token.length > 200) return null;
  const tokenHash = hashToken(token);
  const cached = cache?.get(tokenHash);
  if (cached) return cached;
  const ticket = cache?.ticket() ?? 0;
  const [row] = await sessionStatement(db).execute({ tokenHash });
  if (!row) return null;
  const { expiresAt, ...session } = row;
  cache?.set(tokenHash, session, expiresAt, ticket);
  return session;
}
