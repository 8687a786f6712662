import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { createDb, PGLITE_EXTENSIONS } from '../../src/db/client';
import { MIGRATIONS_FOLDER, runMigrations } from '../../src/db/migrate';

const CACHE_DIR = path.join(__dirname, '..', '..', 'node_modules', '.cache', 'storedesk-test');

/** Changes whenever a migration file changes, so a stale snapshot is never used. */
export function migrationsHash(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const file = path.join(dir, name);
      if (name.endsWith('.sql') || name === '_journal.json') hash.update(name).update(readFileSync(file));
      else if (!name.includes('.')) walk(file);
    }
  };
  walk(MIGRATIONS_FOLDER);
  return hash.digest('hex').slice(0, 16);
}

/**
 * A fresh in-memory PGlite with every migration applied. Starting PGlite runs initdb, which takes seconds; the
 * first call saves a snapshot of a migrated database and every later test file starts from a copy of it.
 */
export async function freshPglite(): Promise<PGlite> {
  const file = path.join(CACHE_DIR, `pglite-${migrationsHash()}.tar`);
  if (!existsSync(file)) {
    const handle = createDb({ dataDir: 'memory' });
    await runMigrations(handle);
    const dump = await (handle.client as PGlite).dumpDataDir('none');
    await handle.close();
    mkdirSync(CACHE_DIR, { recursive: true });
    const partial = `${file}.${process.pid}.tmp`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file); // atomic: parallel workers never read half a file
  }
  const pglite = new PGlite({ loadDataDir: new Blob([readFileSync(file)]), extensions: PGLITE_EXTENSIONS });
  await pglite.waitReady;
  return pglite;
}
