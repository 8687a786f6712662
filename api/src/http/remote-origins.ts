import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Stands in for the page's own origin when reading relative entries (never sent anywhere). */
const SAME_ORIGIN = 'http://same-origin.invalid';

/**
 * Origins of the remotes a deployment lists in remotes.json (name -> URL of the remote's mf-manifest.json) that are
 * not the page's own: relative entries are the app's origin already. Only http(s) origins count; anything else in
 * the file is ignored, so a broken file cannot widen the policy.
 */
export function remoteOriginsOf(remotes: unknown): string[] {
  if (!remotes || typeof remotes !== 'object' || Array.isArray(remotes)) return [];
  const origins = new Set<string>();
  for (const value of Object.values(remotes as Record<string, unknown>)) {
    if (typeof value !== 'string') continue;
    let url: URL;
    try {
      url = new URL(value, SAME_ORIGIN);
    } catch {
      continue;
    }
    if (url.origin !== SAME_ORIGIN && (url.protocol === 'https:' || url.protocol === 'http:')) {
      origins.add(url.origin);
    }
  }
  return [...origins].sort();
}

/**
 * Reads the remotes.json next to the host's index.html. A deployment changes that file without a restart, so it is
 * read again whenever its modification time changes; a missing or unreadable file means no other origins.
 */
export function remoteOriginsReader(siteRoot: string | undefined): () => string[] {
  if (!siteRoot) return () => [];
  const file = path.join(siteRoot, 'remotes.json');
  let seen: number | undefined;
  let origins: string[] = [];
  return () => {
    let mtime: number;
    try {
      mtime = statSync(file).mtimeMs;
    } catch {
      seen = undefined;
      return (origins = []);
    }
    if (mtime !== seen) {
      seen = mtime;
      try {
        origins = remoteOriginsOf(JSON.parse(readFileSync(file, 'utf8')));
      } catch {
        origins = [];
      }
    }
    return origins;
  };
}
