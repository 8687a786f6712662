import { and, eq } from 'drizzle-orm';
import type { LoginBody, TokenReply } from '@storedesk/shared/contracts';
import type { LoginLimits } from '../config';
import type { Db } from '../db/client';
import { employees } from '../db/schema';
import { recordAudit } from '../http/audit';
import { unauthorized } from '../http/errors';
import { employeeInStore } from './employee-view';
import { claimLoginAttempt, markAttemptSucceeded } from './login-throttle';
import { dummyPasswordHash, verifyPassword } from './password';
import { issueToken } from './session';

const NIL_UUID = '00000000-0000-0000-0000-000000000000';

export const LOGIN_FAILED = { message: 'Invalid e-mail or password', title: 'Error logging to the store' };

/** Who is signing in from where: the client address and the trusted device id a cookie names for an account. */
export interface LoginClient {
  ip: string;
  trustedDevice: (employeeId: string | undefined) => string | null;
}

/** The session, and the device to remember (device-cookie.ts) for the account signed in to. */
export interface LoginOutcome {
  reply: TokenReply;
  employeeId: string;
  deviceId: string | null;
}

/**
 * Checks e-mail, password and store access and opens a session. Every failure gives the same answer, and the
 * password check runs even for unknown e-mails, so neither the answer nor its timing tells them apart. Guesses are
 * throttled per account and address, or per device for a browser the account signed in on (login-throttle.ts),
 * unknown e-mails alike.
 */
export async function login(
  db: Db,
  body: LoginBody,
  client: LoginClient,
  limits: LoginLimits,
): Promise<LoginOutcome> {
  const email = body.email.toLowerCase();
  const [account] = await db
    .select({ id: employees.id, passwordHash: employees.passwordHash })
    .from(employees)
    .where(and(eq(employees.email, email), eq(employees.isDeleted, false)))
    .limit(1);
  const deviceId = client.trustedDevice(account?.id);
  // Counted as a failure from here on; only a right password below turns it into a success.
  const attemptRows = await claimLoginAttempt(db, { email, ip: client.ip, deviceId }, limits);

  const passwordOk = await verifyPassword(
    body.password,
    account?.passwordHash ?? (await dummyPasswordHash()),
  );
  // Looked up in every case (a nil id for unknown e-mails) so all three failures cost the same work.
  const employee = await employeeInStore(db, account?.id ?? NIL_UUID, body.store_id);

  if (!account || !passwordOk || !employee) throw unauthorized(LOGIN_FAILED.message, LOGIN_FAILED.title);

  const reply = await db.transaction(async (tx) => {
    await markAttemptSucceeded(tx, attemptRows);
    const { token, tokenId } = await issueToken(tx, employee._id, body.store_id);
    await recordAudit(tx, {
      employeeId: employee._id,
      storeId: body.store_id,
      entity: 'session',
      entityId: tokenId,
      action: 'login',
      after: { store_id: body.store_id, ip: client.ip },
    });
    return { token, employee };
  });
  return { reply, employeeId: account.id, deviceId };
}
