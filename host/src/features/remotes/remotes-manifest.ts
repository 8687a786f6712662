import { remoteByName, type RemoteName } from '@storedesk/shared';
import { hostBaseUrl } from './host-base-url';

/**
 * remotes.json: `{ "<remote name>": "<URL of its mf-manifest.json>" }`, written per deployment. Only names the
 * registry knows count; a relative URL is resolved against the host's base URL.
 */
export type RemotesManifest = Partial<Record<RemoteName, string>>;

export function parseRemotesManifest(raw: unknown, base: string): RemotesManifest {
  const manifest: RemotesManifest = {};
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return manifest;
  for (const [name, url] of Object.entries(raw as Record<string, unknown>)) {
    const remote = remoteByName(name);
    if (!remote || typeof url !== 'string' || !url.trim()) {
      console.warn(`[remotes.json] ignoring "${name}": not a known remote with a manifest URL`);
      continue;
    }
    manifest[remote.name] = new URL(url, base).href;
  }
  return manifest;
}

const RETRIES = 2;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Fetches remotes.json, never from the HTTP cache (a deployment may change it at any time), with two retries. */
export async function fetchRemotesManifest(): Promise<RemotesManifest> {
  const base = hostBaseUrl();
  const url = new URL('remotes.json', base).href;
  let lastError: unknown;
  for (let attempt = 0; attempt <= RETRIES; attempt += 1) {
    if (attempt > 0) await wait(300 * attempt);
    try {
      const response = await fetch(url, { cache: 'no-cache', headers: { accept: 'application/json' } });
      if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
      return parseRemotesManifest(await response.json(), base);
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}
