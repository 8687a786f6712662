import type { FastifyInstance } from 'fastify';
import {
  PERMISSIONS,
  ROLE_PERMISSIONS,
  ROLES,
  type Permission,
  type Role,
} from '@storedesk/shared/auth/permissions';
import { FORBIDDEN_MESSAGE } from '../../src/http/errors';
import type { RouteCatalogEntry } from '../../src/http/define-route';
import { authHeader } from '../helpers/fixtures';
import { PRINCIPALS, tokensForMatrix, type MatrixTokens, type Principal } from '../helpers/matrix';
import { injectOptions, validInput } from '../helpers/route-requests';
import { buildTestApp } from '../helpers/test-app';

/**
 * Every API route x {anonymous, each role, another store's token, a revoked token}, generated from the route
 * catalog, so routes added by later issues are covered without editing this file.
 */
let app: FastifyInstance;
let matrix: MatrixTokens;

beforeAll(async () => {
  app = await buildTestApp();
  matrix = await tokensForMatrix(app);
});
afterAll(() => app.close());

/** A route's permissions: one, or a list of which any one lets the caller in. */
const anyOf = (entry: RouteCatalogEntry) => [entry.permission].flat() as Permission[];
/** Permissions a route needs besides one of anyOf's, every one (defineRoute's alsoNeeds). */
const allOf = (entry: RouteCatalogEntry) => [...(entry.alsoNeeds ?? [])];
const label = (entry: RouteCatalogEntry) => `${entry.method} ${entry.url} [${entry.permission}]`;
const isRole = (principal: Principal): principal is Role => (ROLES as readonly string[]).includes(principal);

/**
 * Routes whose body says which of their permissions applies, with the one the generated sample (required fields
 * only) needs: an empty contract is a sale, not a renewal.
 */
const SAMPLE_PERMISSION: Record<string, Permission[]> = {
  'POST /api/store/customer_subscription': ['create_customer_subscription'],
};
const samplePermissions = (entry: RouteCatalogEntry) =>
  SAMPLE_PERMISSION[`${entry.method} ${entry.url}`] ?? anyOf(entry);

function expectation(entry: RouteCatalogEntry, principal: Principal): string {
  if (entry.permission === 'public') return 'public';
  if (principal === 'anonymous' || principal === 'revoked') return '401';
  if (principal === 'otherStore') return /:\w+/.test(entry.url) ? '404' : 'allowed';
  if (isRole(principal))
    return samplePermissions(entry).some((p) => ROLE_PERMISSIONS[principal].has(p)) &&
      allOf(entry).every((p) => ROLE_PERMISSIONS[principal].has(p))
      ? 'allowed'
      : '403';
  throw new Error(`unknown principal ${principal}`);
}

async function outcome(entry: RouteCatalogEntry, principal: Principal): Promise<string | null> {
  const token = await matrix.mint(principal);
  const res = await app.inject(injectOptions(entry, validInput(entry, matrix.storeA.id), authHeader(token)));
  const body = res.headers['content-type']?.toString().includes('json')
    ? (res.json() as Record<string, unknown>)
    : {};
  const expected = expectation(entry, principal);
  const got = `${res.statusCode} ${res.body.slice(0, 160)}`;
  const denied = (res.statusCode === 401 || res.statusCode === 403) && body.title === 'Access Denied';
  switch (expected) {
    case 'public':
      // The route's own answer may be a 401 (a failed login), but never the auth hook's denial.
      return denied || res.statusCode >= 500 ? `expected no access check, got ${got}` : null;
    case 'allowed':
      return res.statusCode === 401 || res.statusCode === 403 || res.statusCode >= 500
        ? `expected allowed, got ${got}`
        : null;
    case '401':
      return res.statusCode === 401 && body.title === 'Access Denied' && typeof body.message === 'string'
        ? null
        : `expected 401, got ${got}`;
    case '403':
      return res.statusCode === 403 && body.title === 'Access Denied' && body.message === FORBIDDEN_MESSAGE
        ? null
        : `expected 403, got ${got}`;
    default:
      return res.statusCode === Number(expected) ? null : `expected ${expected}, got ${got}`;
  }
}

describe('permission matrix', () => {
  it('every route declares a permission from the shared table (or public), and ADMIN holds every permission', () => {
    expect(app.routeCatalog.length).toBeGreaterThan(0);
    const unknown = app.routeCatalog.filter(
      (e) => e.permission !== 'public' && ![...anyOf(e), ...allOf(e)].every((p) => PERMISSIONS.includes(p)),
    );
    expect(unknown.map(label)).toEqual([]);
    const notAdmin = app.routeCatalog.filter(
      (e) =>
        e.permission !== 'public' && ![...anyOf(e), ...allOf(e)].every((p) => ROLE_PERMISSIONS.ADMIN.has(p)),
    );
    expect(notAdmin.map(label)).toEqual([]);
  });

  it('a role that may create a booking may add the customer and address it needs (spec 2 §2 new booking)', () => {
    const addCustomer = app.routeCatalog.find((e) => e.method === 'POST' && e.url === '/api/customer')!;
    const addAddress = app.routeCatalog.find((e) => e.method === 'PUT' && e.url === '/api/customer/address')!;
    for (const role of ROLES) {
      const books = ROLE_PERMISSIONS[role].has('create_order');
      for (const entry of [addCustomer, addAddress])
        expect([role, label(entry), expectation(entry, role)]).toEqual([
          role,
          label(entry),
          books || ROLE_PERMISSIONS[role].has('create_customer') ? 'allowed' : '403',
        ]);
    }
    expect(expectation(addCustomer, 'SITEADMIN')).toBe('allowed');
    expect(expectation(addCustomer, 'FINANCE')).toBe('403');
  });

  it('covers the session routes at their spec paths', () => {
    const urls = app.routeCatalog.map((e) => `${e.method} ${e.url}`);
    expect(urls).toEqual(
      expect.arrayContaining([
        'GET /api/employee/store_access/byEmail',
        'POST /api/employee/login',
        'POST /api/employee/logout',
        'GET /api/employee/store_access',
        'GET /api/employee/switch_store',
        'GET /api/store/details',
      ]),
    );
  });

  it('master contracts: ADMIN all; SITEADMIN list and new; CSC list only (spec 2 §6)', () => {
    const byUrl = (method: string, url: string) =>
      app.routeCatalog.find((e) => e.method === method && e.url === url)?.permission as Permission;
    const allowed = (method: string, url: string) =>
      ROLES.filter((role) => ROLE_PERMISSIONS[role].has(byUrl(method, url)));
    expect(allowed('GET', '/api/store/subscription/all')).toEqual(['ADMIN', 'SITEADMIN', 'CSC']);
    expect(allowed('POST', '/api/store/subscription')).toEqual(['ADMIN', 'SITEADMIN']);
    expect(allowed('PUT', '/api/store/subscription')).toEqual(['ADMIN']);
    expect(allowed('PUT', '/api/store/subscription/status')).toEqual(['ADMIN']);
    expect(allowed('GET', '/api/store/subscription/details')).toEqual(['ADMIN']);
  });

  it('customer contracts: only ADMIN edits the shipping address, the service items and syncs with the field-service system (spec 2 §6)', () => {
    const allowed = (method: string, url: string) => {
      const entry = app.routeCatalog.find((e) => e.method === method && e.url === url)!;
      return ROLES.filter((role) => anyOf(entry).some((p) => ROLE_PERMISSIONS[role].has(p)));
    };
    expect(allowed('PUT', '/api/store/customer_subscription/address')).toEqual(['ADMIN']);
    expect(allowed('PUT', '/api/store/customer_subscription/sync')).toEqual(['ADMIN']);
    for (const method of ['POST', 'PUT', 'DELETE'])
      expect(allowed(method, '/api/store/customer_subscription/item')).toEqual(['ADMIN']);
  });

  it('customer contracts: ADMIN, SITEADMIN and CSC sell; ADMIN renews, FINANCE (summary and payment edit) does not (spec 2 §6)', async () => {
    const send = async (role: Role, subscription: Record<string, unknown>) =>
      (
        await app.inject({
          method: 'POST',
          url: '/api/store/customer_subscription',
          headers: authHeader(await matrix.mint(role)),
          payload: { subscription, idempotency_key: `matrix-${role}-${Object.keys(subscription).length}` },
        })
      ).statusCode;
    // Allowed callers meet the checks (an empty sale has no customer: 400; an unknown contract: 404), others 403.
    const outcomes: Record<string, [number, number]> = {};
    for (const role of ROLES)
      outcomes[role] = [
        await send(role, {}),
        await send(role, { renewed_from: '00000000-0000-4000-8000-00000000abcd' }),
      ];
    expect(outcomes).toEqual({
      ADMIN: [400, 404],
      SITEADMIN: [400, 403],
      CSC: [400, 403],
      FINANCE: [403, 403],
    });
  });

  it('a service request on a contract needs detail_customer_subscription and create_order: ADMIN and CSC (issue 23)', () => {
    const entry = app.routeCatalog.find(
      (e) => e.method === 'POST' && e.url === '/api/store/customer_subscription/request_service',
    )!;
    expect(ROLES.filter((role) => expectation(entry, role) === 'allowed')).toEqual(['ADMIN', 'CSC']);
  });

  it('the real-login tokens work for their principals', async () => {
    for (const principal of PRINCIPALS) {
      const res = await app.inject({
        method: 'GET',
        url: '/api/store/details',
        headers: authHeader(matrix.tokens[principal]),
      });
      const expected = principal === 'anonymous' || principal === 'revoked' ? 401 : 200;
      expect([principal, res.statusCode]).toEqual([principal, expected]);
    }
  });

  it.each(PRINCIPALS)('every route answers %s as the permission table says', async (principal) => {
    const failures: string[] = [];
    for (const entry of app.routeCatalog) {
      const problem = await outcome(entry, principal);
      if (problem) failures.push(`${label(entry)}: ${problem}`);
    }
    expect(failures).toEqual([]);
  });
});
