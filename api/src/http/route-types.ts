// The route shapes defineRoute takes and the catalog it records, apart so fastify-types.ts can name them
// without importing define-route.ts (which loads fastify-types.ts).
import type { TSchema } from 'typebox';
import type { Permission } from '@storedesk/shared/auth/permissions';
import type { HttpMethod, Operation } from '@storedesk/shared/contracts';

/** A permission from the shared table, or 'public' for the few calls made before login. */
export type RoutePermission = Permission | readonly Permission[] | 'public';

export interface RouteSchema {
  summary?: string;
  description?: string;
  tags?: string[];
  /** Object schemas with additionalProperties: false and a maxLength on every string. */
  querystring?: TSchema;
  body?: TSchema;
  params?: TSchema;
  /** Success answers by status; the error answer `{message, title}` is added for every 4xx and 5xx. */
  response?: Record<number, TSchema>;
}

export interface RouteCatalogEntry {
  method: HttpMethod;
  url: string;
  /** The shared constant the route was declared with (undefined only for a route not made by defineRoute). */
  operation?: Operation;
  permission: RoutePermission;
  /** Permissions needed besides `permission`, every one of them (RouteDefinition.alsoNeeds). */
  alsoNeeds?: readonly Permission[];
  schema: RouteSchema;
  invalidDay?: { message: string; title: string };
  malformedId?: { message: string; title: string };
}
