import {
  hasPermission,
  matchRegistryRoute,
  REMOTES,
  type Employee,
  type RemoteName,
  type RouteMatch,
} from '@storedesk/shared';
import { homePath } from '../auth/home-path';

/** What the guard does with a path (spec 1 §2, §4, §6). Pure, so every case is easy to test. */
export type RouteDecision =
  | { kind: 'wait' }
  | { kind: 'redirect'; to: string }
  /** No session and no screen to deny: the login screen (spec 1 §2: an unknown URL falls back to login). */
  | { kind: 'unknown' }
  /** Signed in, on a URL no area has: said so on the page rather than a silent bounce to the dashboard. */
  | { kind: 'not-found' }
  /** Signed in, on a screen of an area this deployment's remotes.json does not list. */
  | { kind: 'unavailable'; match: RouteMatch }
  | { kind: 'deny' }
  | { kind: 'allow'; match: RouteMatch };

const EVERY_REMOTE = REMOTES.map((remote) => remote.name);

export function decideRoute(
  pathname: string,
  employee: Employee | null,
  status: 'loading' | 'ready' | 'failed',
  deployed: readonly RemoteName[],
  /** A token without its employee record: a broken session, which is denied (spec 1 §8 "no user"). */
  hasToken = false,
): RouteDecision {
  if (status === 'loading') return { kind: 'wait' };
  if (pathname === '/' || pathname === '') {
    // The root opens the dashboard; a visitor without a session is simply asked to sign in.
    if (!employee) return { kind: 'redirect', to: '/login' };
    const home = homePath(employee.employee_type, status, [...deployed]);
    return home ? { kind: 'redirect', to: home } : { kind: 'unknown' };
  }
  const match = matchRegistryRoute(pathname, deployed);
  if (!match) {
    // Without a session nothing is said about which areas exist: the login screen, as for any unknown URL.
    if (!employee) return { kind: 'unknown' };
    // The area is in the registry but not in this deployment: nothing to load and nothing to guard, so no
    // permission check (Access Denied would end the session over a screen that is not there).
    const elsewhere = matchRegistryRoute(pathname, EVERY_REMOTE);
    return elsewhere ? { kind: 'unavailable', match: elsewhere } : { kind: 'not-found' };
  }
  // Signed out (after logout, Back lands here): the login screen, quietly; there is no session to deny.
  if (!employee && !hasToken) return { kind: 'unknown' };
  if (!employee || !hasPermission(employee.employee_type, match.route.permission)) return { kind: 'deny' };
  return { kind: 'allow', match };
}

/** Decisions the guard acts on after its delay (a redirect, or Access Denied); the others render in place. */
export function navigatesAway(decision: RouteDecision): boolean {
  return decision.kind === 'redirect' || decision.kind === 'unknown' || decision.kind === 'deny';
}
