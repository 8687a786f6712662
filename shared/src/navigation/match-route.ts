import { matchPath } from 'react-router-dom';
import { REMOTES, type RemoteEntry, type RouteEntry } from './registry';

export interface RouteMatch {
  remote: RemoteEntry;
  route: RouteEntry;
}

/** Finds the registry route for a pathname among the remotes that are deployed, most specific pattern first. */
export function matchRegistryRoute(pathname: string, deployed: readonly string[]): RouteMatch | undefined {
  const candidates: RouteMatch[] = [];
  for (const remote of REMOTES) {
    if (!deployed.includes(remote.name)) continue;
    for (const route of remote.routes) {
      if (matchPath({ path: route.path, end: true }, pathname)) candidates.push({ remote, route });
    }
  }
  // A literal segment beats a parameter: '/orders/daywise/view' over '/orders/:id'.
  const score = (path: string) =>
    path.split('/').reduce((sum, seg) => sum + (seg.startsWith(':') ? 1 : 10), 0);
  return candidates.sort((a, b) => score(b.route.path) - score(a.route.path))[0];
}

/** The active menu item is the one whose path starts the current path; the longest such path wins. */
export function activeMenuKey(
  pathname: string,
  items: readonly { key: string; path: string }[],
): string | undefined {
  const hits = items.filter((item) => pathname === item.path || pathname.startsWith(`${item.path}/`));
  return hits.sort((a, b) => b.path.length - a.path.length)[0]?.key;
}

/** The title of the screen at `pathname` (matched to `route`): the route's own, or one from its parameters. */
export function routeTitle(route: RouteEntry, pathname: string): string {
  const params = matchPath({ path: route.path, end: true }, pathname)?.params ?? {};
  return route.titleOf?.(params) ?? route.title;
}
