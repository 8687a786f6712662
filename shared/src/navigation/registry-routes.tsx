import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { remoteByName, type RemoteName } from './registry';
import type { ScreenPath } from './screen-paths';

export interface RegistryRoutesProps {
  remote: RemoteName;
  /** Where the host mounts the remote (RemoteAppProps.basename). */
  basename: string;
  /** The element of each screen the remote has built, by its SCREEN_PATHS entry. */
  screens: Partial<Record<ScreenPath, ReactNode>>;
}

/**
 * The registry routes the remote has a screen for, in registry order. A screen given for a path the registry does
 * not list for this remote is a wiring mistake and throws.
 */
export function registryScreens(remote: RemoteName, screens: RegistryRoutesProps['screens']) {
  const routes = remoteByName(remote)?.routes ?? [];
  const listed = new Set<string>(routes.map((route) => route.path));
  const unlisted = Object.keys(screens).filter((path) => !listed.has(path));
  if (unlisted.length > 0)
    throw new Error(`${remote} has screens the registry does not list: ${unlisted.join(', ')}`);
  return routes
    .filter((route) => screens[route.path as ScreenPath] !== undefined)
    .map((route) => ({ path: route.path, element: screens[route.path as ScreenPath] }));
}

/**
 * A remote's routes, made from its registry entry relative to `basename`, so a screen path is written once
 * (SCREEN_PATHS) and the menu, the guard and the routes agree.
 */
export function RegistryRoutes({ remote, basename, screens }: RegistryRoutesProps) {
  return (
    <Routes>
      <Route path={basename}>
        {registryScreens(remote, screens).map(({ path, element }) => (
          <Route key={path} path={path.slice(1)} element={element} />
        ))}
      </Route>
    </Routes>
  );
}
