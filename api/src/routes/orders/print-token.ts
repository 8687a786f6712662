// The print link's token: signed for one session, booking and kind, short-lived, checked without a table.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { hasPermission, type Role } from '@storedesk/shared/auth/permissions';
import type { DbOrTx } from '../../db/client';
import { sessionInForce, sessionStoreAccess } from '../../auth/session';
import { authTokens, employees, employeeStoreAccess } from '../../db/schema';

/** A print link lives 5 minutes: long enough to open it, too short to be worth sharing. */
export const PRINT_TOKEN_TTL_MS = 5 * 60 * 1000;
export const PRINT_KINDS = ['invoice', 'label'] as const;
export type PrintKind = (typeof PRINT_KINDS)[number];

/** Another instance's clock may run a little ahead of this one's; a link may claim that much more life. */
const CLOCK_ALLOWANCE_MS = 30 * 1000;

/**
 * The token names the caller's session, the booking, the print kind and an expiry, signed with the server's key
 * (never with anything the session holder knows, so only the server chooses the expiry) over the session token's
 * hash. No table: a logout (revoked session) or a lost store access ends it at once.
 */
function signature(
  key: Buffer,
  sessionHash: string,
  orderId: string,
  kind: PrintKind,
  expires: number,
): Buffer {
  return createHmac('sha256', key).update(`print:${sessionHash}:${orderId}:${kind}:${expires}`).digest();
}

export function printToken(
  key: Buffer,
  link: { sessionId: string; sessionHash: string; orderId: string; kind: PrintKind },
  now = Date.now(),
) {
  const expires = now + PRINT_TOKEN_TTL_MS;
  const sig = signature(key, link.sessionHash, link.orderId, link.kind, expires).toString('base64url');
  return `${link.sessionId}.${expires}.${sig}`;
}

/** Not yet expired, and no further off than the server ever issues (a link claiming more life is refused). */
function expiryAcceptable(expires: number, now = Date.now()): boolean {
  return (
    Number.isSafeInteger(expires) &&
    expires >= now &&
    expires <= now + PRINT_TOKEN_TTL_MS + CLOCK_ALLOWANCE_MS
  );
}

/** The store the token's session may print from, or null when the token is bad, expired or its session ended. */
export async function checkPrintToken(
  db: DbOrTx,
  key: Buffer,
  token: string,
  orderId: string,
  kind: PrintKind,
): Promise<string | null> {
  const [sessionId, expiresText, sig] = token.split('.');
  const expires = Number(expiresText);
  if (!sessionId || !sig || !expiryAcceptable(expires)) return null;
  if (!/^[0-9a-f-]{36}$/i.test(sessionId)) return null;
  const [session] = await db
    .select({
      hash: authTokens.tokenHash,
      storeId: authTokens.storeId,
      role: employeeStoreAccess.employeeType,
    })
    .from(authTokens)
    .innerJoin(employeeStoreAccess, sessionStoreAccess)
    .innerJoin(employees, eq(employees.id, authTokens.employeeId))
    .where(and(eq(authTokens.id, sessionId), ...sessionInForce()))
    .limit(1);
  if (!session || !hasPermission(session.role as Role, 'detail_order')) return null;
  const expected = signature(key, session.hash, orderId, kind, expires);
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return session.storeId;
}
