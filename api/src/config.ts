import { existsSync } from 'node:fs';
import path from 'node:path';

/** Everything the API reads from the environment, read once at start so the rest of the code takes plain values. */
export interface StaticSite {
  /** URL prefix, e.g. '/' or '/remotes/mfe_bookings/'. */
  prefix: string;
  /** Absolute folder holding the built files. */
  root: string;
  /** Unknown GET paths outside /api answer index.html (client-side routing). */
  spa?: boolean;
}

export interface AppConfig {
  /** Set -> node-postgres against that server; unset -> embedded PGlite. */
  databaseUrl?: string;
  /** PGlite data folder; 'memory' keeps the database in memory (tests). */
  dataDir: string;
  port: number;
  host: string;
  logLevel: string;
  staticSites: StaticSite[];
}

/**
 * The repository root: the nearest folder up from here holding pnpm-workspace.yaml. Walking up works from both
 * src/ (tsx, jest) and dist/ (the esbuild bundle), which sit at different depths.
 */
export function repoRoot(from = __dirname): string {
  let dir = from;
  while (dir !== path.dirname(dir)) {
    if (existsSync(path.join(dir, 'pnpm-workspace.yaml'))) return dir;
    dir = path.dirname(dir);
  }
  return process.cwd();
}

/** The api package folder (holds drizzle/ with the committed migrations). */
export function apiRoot(from = __dirname): string {
  let dir = from;
  while (dir !== path.dirname(dir)) {
    if (existsSync(path.join(dir, 'drizzle', 'meta', '_journal.json'))) return dir;
    dir = path.dirname(dir);
  }
  return path.join(repoRoot(from), 'api');
}

function parseStaticSites(raw: string | undefined): StaticSite[] {
  if (!raw) return [];
  const parsed: unknown = JSON.parse(raw);
  if (!Array.isArray(parsed)) throw new Error('STATIC_SITES must be a JSON array');
  return parsed.map((entry: unknown) => {
    const site = entry as Partial<StaticSite>;
    if (typeof site.prefix !== 'string' || typeof site.root !== 'string' || !path.isAbsolute(site.root)) {
      throw new Error('STATIC_SITES entries need a "prefix" and an absolute "root"');
    }
    return { prefix: site.prefix, root: site.root, spa: site.spa === true };
  });
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  return {
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR || path.join(repoRoot(), '.data', 'pglite'),
    port: Number(env.PORT || 8080),
    host: env.HOST || '0.0.0.0',
    logLevel: env.LOG_LEVEL || 'info',
    staticSites: parseStaticSites(env.STATIC_SITES),
  };
}
