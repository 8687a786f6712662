import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

type LoadEntryErrorHook = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;
type LoadEntryErrorArgs = Parameters<LoadEntryErrorHook>[0];
type RemoteEntryExports = NonNullable<LoadEntryErrorArgs['remoteEntryExports']>;

/**
 * First layer of remote failure handling: retries a remote's manifest (never from the HTTP cache, so a fixed
 * deployment is seen at once) and its remoteEntry script a couple of times before giving up.
 */
export interface RetryOptions {
  retries?: number;
  delayMs?: number;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function retryPlugin({
  retries = 2,
  delayMs = 400,
}: RetryOptions = {}): ModuleFederationRuntimePlugin {
  return {
    name: 'storedesk-retry',
    async fetch(url, init) {
      let lastError: unknown = new Error(`Could not fetch ${url}`);
      let lastResponse: Response | undefined;
      for (let attempt = 0; attempt <= retries; attempt += 1) {
        if (attempt > 0) await wait(delayMs * attempt);
        try {
          const response = await fetch(url, { ...init, cache: 'no-cache' });
          // A 4xx will not get better by asking again.
          if (response.status < 500) return response;
          lastResponse = response;
        } catch (error) {
          lastError = error;
        }
      }
      if (lastResponse) return lastResponse;
      throw lastError;
    },
    loadEntryError(args) {
      // The hook's declared type is a promise of a promise; the runtime awaits it either way.
      return new Promise<Promise<RemoteEntryExports | undefined> | undefined>((resolve) =>
        resolve(retryEntry(args, retries, delayMs)),
      );
    },
  };
}

async function retryEntry(
  { getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }: LoadEntryErrorArgs,
  retries: number,
  delayMs: number,
): Promise<RemoteEntryExports | undefined> {
  for (let attempt = 1; attempt <= retries; attempt += 1) {
    await wait(delayMs * attempt);
    // The failed load is still registered under this key; drop it so the script is really requested again.
    delete globalLoading[uniqueKey];
    try {
      const exports = await getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
      if (exports) return exports;
    } catch {
      // next attempt
    }
  }
  return undefined;
}
