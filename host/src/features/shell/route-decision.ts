import {
  hasPermission,
  matchRegistryRoute,
  type Employee,
  type RemoteName,
  type RouteMatch,
} from '@storedesk/shared';
import { homePath } from '../auth/home-path';

/** What the guard does with a path (spec 1 §2, §4, §6). Pure, so every case is easy to test. */
export type RouteDecision =
  | { kind: 'wait' }
  | { kind: 'redirect'; to: string }
  | { kind: 'unknown' }
  | { kind: 'deny' }
  | { kind: 'allow'; match: RouteMatch };

export function decideRoute(
  pathname: string,
  employee: Employee | null,
  status: 'loading' | 'ready' | 'failed',
  deployed: readonly RemoteName[],
): RouteDecision {
  if (status === 'loading') return { kind: 'wait' };
  if (pathname === '/' || pathname === '') {
    // The root opens the dashboard; a visitor without a session is simply asked to sign in.
    if (!employee) return { kind: 'redirect', to: '/login' };
    const home = homePath(employee.employee_type, status, [...deployed]);
    return home ? { kind: 'redirect', to: home } : { kind: 'unknown' };
  }
  const match = matchRegistryRoute(pathname, deployed);
  // Unknown URL, or the area of a remote this deployment does not have.
  if (!match) return { kind: 'unknown' };
  if (!employee || !hasPermission(employee.employee_type, match.route.permission)) return { kind: 'deny' };
  return { kind: 'allow', match };
}
