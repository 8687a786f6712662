import { hasPermission, matchRegistryRoute, useSession } from '@storedesk/shared';
import { homePath } from '../auth/home-path';
import { useDeployedRemotes } from './deployed-remotes';
import { prefetchRemote } from './remote-loader';

const SIGN_IN_PATHS = new Set(['/', '/login', '/forgot_password']);

/** The remote that will draw the screen a signed-in user is about to see, if the role may open it. */
function remoteOfNextScreen(pathname: string) {
  const { employee } = useSession.getState();
  const { status, names } = useDeployedRemotes.getState();
  if (!employee || status !== 'ready') return undefined;
  // On the sign-in screens the next screen is the home screen the login flow is about to open.
  const path = SIGN_IN_PATHS.has(pathname) ? homePath(employee.employee_type, status, names) : pathname;
  const match = path ? matchRegistryRoute(path, names) : undefined;
  return match && hasPermission(employee.employee_type, match.route.permission)
    ? match.remote.name
    : undefined;
}

function preload() {
  const name = remoteOfNextScreen(window.location.pathname);
  if (name) prefetchRemote(name);
}

/**
 * Starts the remote of the screen being opened (its manifest, remoteEntry.js, './App' and the shared modules
 * they need) as soon as the session and this deployment's areas are known: at start for a signed-in page load,
 * and at sign-in for the home screen. It then arrives alongside the shell's own chunk instead of after it; the
 * route uses the same load (remote-loader.ts), so nothing is fetched twice and a failure shows as it always does.
 * Returns the unsubscribe of the sign-in watch.
 */
export function preloadRouteRemote(): () => void {
  preload();
  return useSession.subscribe((state, previous) => {
    if (state.token && state.employee && !previous.employee) preload();
  });
}
