import type { Permission } from '@storedesk/shared/auth/permissions';
import type { Operation } from '@storedesk/shared/contracts';
import type { AppConfig } from '../config';
import type { Db, DbHandle } from '../db/client';
import type { AuthContext } from '../auth/session';
import type { SessionCache } from '../auth/session-cache';
import type { SigningKeys } from '../plugins/signing-keys';
import type { RouteCatalogEntry, RoutePermission } from './route-types';

// What the app adds to Fastify's types: the config, the database, the route catalog and the signed-in session.
declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Db;
    /** The driver and connection behind `db` (LISTEN, the driver's own calls). */
    dbHandle: DbHandle;
    /** Sessions the auth hook found lately (plugins/session-cache.ts). */
    sessionCache: SessionCache;
    /** Keys the server signs print links and device cookies with (plugins/signing-keys.ts). */
    signingKeys: SigningKeys;
    /** Every /api route with its permission; the permission-matrix and bad-input tests are generated from it. */
    routeCatalog: RouteCatalogEntry[];
    /** Route handlers still running: closing the app waits for them before the database closes (plugins/db.ts). */
    runningHandlers: Set<Promise<unknown>>;
  }
  interface FastifyRequest {
    /**
     * The token's session. Set by the auth hook before any non-public handler runs; public handlers must not
     * read it (it is null there). Typed non-null so the many protected handlers need no checks.
     */
    auth: AuthContext;
  }
  interface FastifyContextConfig {
    permission?: RoutePermission;
    /** Permissions needed besides `permission`, every one of them (RouteDefinition.alsoNeeds). */
    alsoNeeds?: readonly Permission[];
    /** The screen's words for a well-shaped day that does not exist (see RouteDefinition.invalidDay). */
    invalidDay?: { message: string; title: string };
    /** The 404 a details route answers for a query id that is not a uuid (see RouteDefinition.malformedId). */
    malformedId?: { message: string; title: string };
    /** The shared operation constant the route was declared with (RouteDefinition.operation). */
    operation?: Operation;
  }
}
