import { hasPermission, REMOTES, type RemoteName } from '@storedesk/shared';

export interface ShellMenuItem {
  key: string;
  label: string;
  path: string;
  icon: string;
  remote: RemoteName;
}

/** The side menu: registry items of the deployed remotes that the role has the permission for, in registry order. */
export function buildMenu(role: string | undefined, deployed: readonly RemoteName[]): ShellMenuItem[] {
  return REMOTES.filter((remote) => deployed.includes(remote.name)).flatMap((remote) =>
    remote.menu
      .filter((item) => hasPermission(role, item.permission))
      .map((item) => ({
        key: item.key,
        label: item.label,
        path: item.path,
        icon: item.icon,
        remote: remote.name,
      })),
  );
}
