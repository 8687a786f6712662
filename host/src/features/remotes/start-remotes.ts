import { toast } from '@storedesk/shared';
import { setDeployedRemotes, setDeployedRemotesFailed } from './deployed-remotes';
import { fallbackPlugin } from './fallback-plugin';
import { registerPlugins, registerRemotes } from './mf-runtime';
import { preloadRouteRemote } from './preload-route-remote';
import { fetchRemotesManifest } from './remotes-manifest';
import { retryPlugin } from './retry-plugin';

export const REMOTES_LIST_FAILED_TITLE = 'Storedesk is partly unavailable';
export const REMOTES_LIST_FAILED_MESSAGE = 'The list of areas could not be loaded. Please reload the page.';

/**
 * At start: install the failure plugins, read remotes.json and register what it lists; then only the remote of
 * the screen being opened is fetched (preload-route-remote.ts), the others when their route is first visited.
 */
export async function startRemotes() {
  registerPlugins([
    retryPlugin(),
    fallbackPlugin((remote, error) => console.error(`[mf] ${remote} failed`, error)),
  ]);
  try {
    const entries = await fetchRemotesManifest();
    registerRemotes(Object.entries(entries).map(([name, entry]) => ({ name, entry })));
    setDeployedRemotes(entries);
    preloadRouteRemote();
  } catch (error) {
    console.error('[mf] remotes.json could not be loaded', error);
    setDeployedRemotesFailed();
    toast.error(REMOTES_LIST_FAILED_TITLE, REMOTES_LIST_FAILED_MESSAGE);
  }
}
