import { useSession, type RemoteName } from '@storedesk/shared';
import { useDeployedRemotes } from '../remotes/deployed-remotes';
import { buildMenu } from '../shell/menu-items';

export const DEFAULT_HOME = '/dashboard';

/**
 * Where a signed-in user lands: the dashboard, or the first area the role may open when this deployment has no
 * dashboard; null when it has nothing for the role (so /login and the guard cannot send each other in a loop).
 */
export function homePath(
  role: string | undefined,
  status: 'loading' | 'ready' | 'failed',
  deployed: RemoteName[],
) {
  if (status === 'loading') return DEFAULT_HOME;
  const menu = buildMenu(role, deployed);
  return menu.find((item) => item.path === DEFAULT_HOME)?.path ?? menu[0]?.path ?? null;
}

export function useHomePath(): string | null {
  const role = useSession((state) => state.employee?.employee_type);
  const status = useDeployedRemotes((state) => state.status);
  const deployed = useDeployedRemotes((state) => state.names);
  return homePath(role, status, deployed);
}
