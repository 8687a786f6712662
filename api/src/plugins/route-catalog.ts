import type { FastifyInstance, RouteOptions } from 'fastify';
import { PERMISSIONS } from '@storedesk/shared/auth/permissions';
import type { HttpMethod, RouteCatalogEntry, RoutePermission, RouteSchema } from '../http/define-route';

export function isRoutePermission(value: unknown): value is RoutePermission {
  const known = (p: unknown) => (PERMISSIONS as readonly unknown[]).includes(p);
  // A list means any one of them (e.g. create_customer or create_order_customer).
  if (Array.isArray(value)) return value.length > 0 && value.every(known);
  return value === 'public' || known(value);
}

/**
 * Refuses, at start, any API route declared without a permission from the shared table (or 'public'), and
 * records every route so the permission-matrix and bad-input tests cover new routes without being edited.
 */
export function registerRouteCatalog(app: FastifyInstance, catalog: RouteCatalogEntry[]) {
  app.addHook('onRoute', (route: RouteOptions) => {
    const permission = route.config?.permission;
    const methods = (Array.isArray(route.method) ? route.method : [route.method]) as HttpMethod[];
    const alsoNeeds: unknown = route.config?.alsoNeeds ?? [];
    const knownAlso =
      Array.isArray(alsoNeeds) && alsoNeeds.every((p) => isRoutePermission(p) && p !== 'public');
    if (!isRoutePermission(permission) || !knownAlso) {
      throw new Error(
        `${methods.join(',')} ${route.url} has no permission from the shared table: declare it with defineRoute()`,
      );
    }
    for (const method of methods) {
      catalog.push({
        method,
        url: route.url,
        permission,
        alsoNeeds: route.config?.alsoNeeds,
        schema: (route.schema ?? {}) as RouteSchema,
        invalidDay: route.config?.invalidDay,
        malformedId: route.config?.malformedId,
        operation: route.config?.operation,
      });
    }
  });
}
