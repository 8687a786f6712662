import { lazy, type LazyExoticComponent } from 'react';
import {
  REMOTE_APP_EXPOSE,
  RemoteLoadError,
  type RemoteAppComponent,
  type RemoteAppModule,
  type RemoteName,
} from '@storedesk/shared';
import { useDeployedRemotes } from './deployed-remotes';
import { loadRemote, registerRemotes } from './mf-runtime';

/**
 * Loads a remote's './App' through the Module Federation runtime, at most once until a retry: the code is
 * fetched the first time its route is opened (or its menu item is hovered).
 */
const loads = new Map<RemoteName, Promise<RemoteAppModule>>();
const components = new Map<RemoteName, LazyExoticComponent<RemoteAppComponent>>();

export function loadRemoteApp(name: RemoteName): Promise<RemoteAppModule> {
  let load = loads.get(name);
  if (!load) {
    load = loadRemote<RemoteAppModule>(`${name}/${REMOTE_APP_EXPOSE}`)
      .catch((error: unknown) => {
        throw error instanceof RemoteLoadError ? error : new RemoteLoadError(name, error);
      })
      .then((module) => {
        if (!module || typeof module.default !== 'function') throw new RemoteLoadError(name);
        return module;
      });
    loads.set(name, load);
  }
  return load;
}

/** The lazy component for a remote's App; the same instance across renders so React keeps its state. */
export function remoteAppComponent(name: RemoteName): LazyExoticComponent<RemoteAppComponent> {
  let component = components.get(name);
  if (!component) {
    component = lazy(() => loadRemoteApp(name));
    components.set(name, component);
  }
  return component;
}

/** Starts fetching a remote's code ahead of its route (menu hover); failures surface when the route opens. */
export function prefetchRemote(name: RemoteName) {
  loadRemoteApp(name).catch(() => undefined);
}

/**
 * Forgets a failed (or crashed) remote so the next render loads it afresh: re-registering with `force` makes
 * the runtime drop its cached manifest, remoteEntry and module, so both are really requested again.
 */
export function resetRemote(name: RemoteName) {
  const entry = useDeployedRemotes.getState().entries[name];
  if (entry) registerRemotes([{ name, entry }], { force: true });
  loads.delete(name);
  components.delete(name);
}
