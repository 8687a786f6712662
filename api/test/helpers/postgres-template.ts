import { Client } from 'pg';
import { createDb } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';
import { migrationsHash } from './pglite-template';

/** An admin connection to the server, for statements that cannot run inside a database being copied or dropped. */
async function withAdmin<T>(serverUrl: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const databaseUrl = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/**
 * A migrated database to copy test databases from (CREATE DATABASE ... TEMPLATE), named by the migrations' hash so
 * a changed migration makes a new one. Migrating every test app's database took about a second each. Built under
 * a temporary name and renamed when complete, so a half-built template is never copied; templates of older
 * migrations are dropped when a new one is made.
 */
export async function postgresTemplate(serverUrl: string): Promise<string> {
  const name = `storedesk_tpl_${migrationsHash()}`;
  const exists = await withAdmin(serverUrl, async (admin) => {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    return found.rowCount === 1;
  });
  if (exists) return name;

  const building = `${name}_${process.pid}_${Date.now()}`;
  await withAdmin(serverUrl, (admin) => admin.query(`CREATE DATABASE ${building}`));
  const handle = createDb({ databaseUrl: databaseUrl(serverUrl, building) });
  try {
    await runMigrations(handle);
  } finally {
    await handle.close();
  }
  await withAdmin(serverUrl, async (admin) => {
    try {
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    } catch {
      // Another run finished the same template first: use theirs.
      await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      return;
    }
    const old = await admin.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE datname LIKE 'storedesk\\_tpl\\_%' AND datname <> $1",
      [name],
    );
    for (const { datname } of old.rows)
      await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`).catch(() => undefined);
  });
  return name;
}
