import type { FastifyInstance } from 'fastify';
import { ROLES, type Role } from '@storedesk/shared/auth/permissions';
import { issueToken, revokeToken } from '../../src/auth/session';
import {
  authHeader,
  createEmployee,
  createStore,
  loginAs,
  type EmployeeRow,
  type StoreRow,
} from './fixtures';

export const PRINCIPALS = ['anonymous', ...ROLES, 'otherStore', 'revoked'] as const;
export type Principal = (typeof PRINCIPALS)[number];

export interface MatrixTokens {
  storeA: StoreRow;
  storeB: StoreRow;
  /** Tokens from real logins: each role of store A, an ADMIN of store B, and a logged-out (revoked) token. */
  tokens: Record<Principal, string | undefined>;
  /** A fresh token for a principal, minted directly (no scrypt), for calls that may end their own session. */
  mint: (principal: Principal) => Promise<string | undefined>;
}

export async function tokensForMatrix(app: FastifyInstance): Promise<MatrixTokens> {
  const storeA = await createStore(app, { name: 'Matrix Store A' });
  const storeB = await createStore(app, { name: 'Matrix Store B' });
  const people = {} as Record<Role | 'otherStore', { employee: EmployeeRow; store: StoreRow }>;
  const tokens = { anonymous: undefined } as Record<Principal, string | undefined>;
  for (const role of ROLES) {
    const { employee, email, password } = await createEmployee(app, { role, stores: [storeA] });
    people[role] = { employee, store: storeA };
    const res = await app.inject({
      method: 'POST',
      url: '/api/employee/login',
      payload: { email, password, store_id: storeA.id },
      remoteAddress: `10.9.0.${ROLES.indexOf(role) + 1}`,
    });
    tokens[role] = (res.json() as { token: string }).token;
  }
  const other = await createEmployee(app, { role: 'ADMIN', stores: [storeB] });
  people.otherStore = { employee: other.employee, store: storeB };
  tokens.otherStore = await loginAs(app, 'ADMIN', storeB);
  const revoked = await loginAs(app, 'ADMIN', storeA);
  const logout = await app.inject({
    method: 'POST',
    url: '/api/employee/logout',
    headers: authHeader(revoked),
  });
  if (logout.statusCode !== 200) throw new Error(`logout failed: ${logout.body}`);
  tokens.revoked = revoked;

  const mint = async (principal: Principal) => {
    if (principal === 'anonymous') return undefined;
    const who = people[principal === 'revoked' ? 'ADMIN' : principal];
    const { token, tokenId } = await issueToken(app.db, who.employee.id, who.store.id);
    if (principal === 'revoked') await revokeToken(app.db, tokenId);
    return token;
  };
  return { storeA, storeB, tokens, mint };
}
