import { isOperation, type Operation } from '@storedesk/shared/contracts';
import type { RouteCatalogEntry } from '../../src/http/define-route';

/** The exported operation constants of a module namespace (shared/src/contracts), by export name. */
export function exportedOperations(namespace: Record<string, unknown>): Map<Operation, string> {
  const found = new Map<Operation, string>();
  for (const [name, value] of Object.entries(namespace)) {
    if (name.endsWith('Operation') && isOperation(value)) found.set(value, name);
  }
  return found;
}

/** `/api/report/:type/:subtype` matches `/api/report/bookings/list`: each `:name` stands for one path segment. */
const pathMatches = (pattern: string, url: string) =>
  new RegExp(`^${pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+')}$`).test(url);

/**
 * Routes declared with no exported constant (or a constant whose method or path is not the route's), and
 * constants no route was declared with.
 */
export function operationCoverage(
  catalog: RouteCatalogEntry[],
  constants: Map<Operation, string>,
  prefix = '/api',
) {
  const routesWithoutConstant = catalog
    .filter(
      (entry) =>
        !entry.operation ||
        !constants.has(entry.operation) ||
        entry.operation.method !== entry.method ||
        !pathMatches(prefix + entry.operation.path, entry.url),
    )
    .map((entry) => `${entry.method} ${entry.url}`);
  const routed = new Set(catalog.map((entry) => entry.operation));
  const constantsWithoutRoute = [...constants]
    .filter(([constant]) => !routed.has(constant))
    .map(([constant, name]) => `${name} (${constant.method} ${constant.path})`);
  return { routesWithoutConstant, constantsWithoutRoute };
}
