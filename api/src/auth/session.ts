import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Role } from '@storedesk/shared/auth/permissions';
import type { Db, DbOrTx } from '../db/client';
import { authTokens, employees, employeeStoreAccess, stores } from '../db/schema';

/** Tokens live 12 hours (a working day); then the user logs in again. */
export const TOKEN_LIFETIME_MS = 12 * 60 * 60 * 1000;

/** What a handler knows about the caller: set by the auth hook from the token. */
export interface AuthContext {
  employeeId: string;
  storeId: string;
  role: Role;
  tokenId: string;
  /** IANA zone of the token's store, for grouping and showing dates by the store's day. */
  storeTimezone: string;
}

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
    })
    .from(authTokens)
    .innerJoin(
      employeeStoreAccess,
      and(
        eq(employeeStoreAccess.employeeId, authTokens.employeeId),
        eq(employeeStoreAccess.storeId, authTokens.storeId),
      ),
    )
    .innerJoin(employees, eq(employees.id, authTokens.employeeId))
    .innerJoin(stores, eq(stores.id, authTokens.storeId))
    .where(
      and(
        eq(authTokens.tokenHash, sql.placeholder('tokenHash')),
        isNull(authTokens.revokedAt),
        gt(authTokens.expiresAt, sql`now()`),
        eq(employees.isDeleted, false),
      ),
    )
    .limit(1)
    .prepare('find_session');
  sessionStatements.set(db, made);
  return made;
}
const sessionStatements = new WeakMap<
  Db,
  { execute: (v: { tokenHash: string }) => Promise<AuthContext[]> }
>();

/**
 * The session behind a token, or null when the token is unknown, revoked, expired, or its employee lost access
 * to the store or was deleted. The role is read from the access row each time, so a role change applies at once.
 */
export async function findSession(db: Db, token: string): Promise<AuthContext | null> {
  if (token.length === 0 || token.length > 200) return null;
  const [row] = await sessionStatement(db).execute({ tokenHash: hashToken(token) });
  return row ?? null;
}
