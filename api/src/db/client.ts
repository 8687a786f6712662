import { EventEmitter } from 'node:events';
import { appendFileSync, mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations, Logger } from 'drizzle-orm';
import { Pool } from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;

/**
 * One type for both drivers. PgliteDatabase and NodePgDatabase differ only in the raw result type of `execute`
 * (the HKT), so code written against the shared PgDatabase base runs unchanged on PGlite and PostgreSQL.
 */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** The transaction handle passed to `db.transaction(async (tx) => ...)`. */
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Either: helpers such as recordAudit accept both so they join the caller's transaction. */
export type DbOrTx = Db | Tx;

/**
 * Extensions the migrations create (0006: pg_trgm for keyword search). PostgreSQL ships them; PGlite must be opened
 * with them every time, also from a dumped data folder, or writes to a trigram-indexed table fail.
 */
export const PGLITE_EXTENSIONS = { pg_trgm };

export type DbHandle =
  | { driver: 'pglite'; db: Db; client: PGlite; close: () => Promise<void> }
  | {
      driver: 'pg';
      db: Db;
      client: Pool;
      close: () => Promise<void>;
      /** Notifications that reach the pool's connections, by channel (see LISTENED_CHANNELS). */
      poolNotifications: EventEmitter;
    };

/** Migration 0015's channel: a row the session lookup reads has changed. */
export const SESSION_CHANGES = 'storedesk_session_changes';

/**
 * Channels every pool connection LISTENs on (change-listener.ts): PostgreSQL delivers a commit's notification to
 * its own connection before the commit returns, so a change made here is heard before its handler goes on.
 */
export const LISTENED_CHANNELS = [SESSION_CHANGES];

export interface CreateDbOptions {
  /** Set -> node-postgres pool on that server. */
  databaseUrl?: string;
  /** PGlite data folder, or 'memory' for a throw-away in-memory database (tests). */
  dataDir?: string;
  /** An open PGlite to use instead (tests start one from a migrated snapshot, which is much faster than initdb). */
  pglite?: PGlite;
}

/**
 * Benchmarks only (bench/load.mjs): with STOREDESK_SQL_LOG set to a file, every statement and its parameters are
 * appended to it as one JSON line, so the bench can replay the SQL of one request and compare the API's time
 * with its SQL's. Never set in production.
 */
function sqlLogFromEnv(): Logger | undefined {
  const file = process.env.STOREDESK_SQL_LOG;
  if (!file) return undefined;
  return { logQuery: (query, params) => appendFileSync(file, `${JSON.stringify({ query, params })}\n`) };
}

export function createDb(options: CreateDbOptions): DbHandle {
  if (options.databaseUrl) {
    const poolNotifications = new EventEmitter();
    const pool = new Pool({
      connectionString: options.databaseUrl,
      max: 10,
      // Awaited before the connection serves its first query.
      onConnect: async (client) => {
        client.on('notification', (message) => poolNotifications.emit(message.channel));
        for (const channel of LISTENED_CHANNELS) await client.query(`LISTEN ${channel}`);
      },
    });
    // An idle connection that the server ends (restart, dropped database) emits 'error' on the pool; unhandled,
    // that would crash the process. The pool replaces the connection, so log it and go on.
    pool.on('error', (error) => console.warn(`database connection closed: ${error.message}`));
    const db = drizzlePg({ client: pool, schema, logger: sqlLogFromEnv() });
    return { driver: 'pg', db, client: pool, close: () => pool.end(), poolNotifications };
  }
  const dataDir = options.dataDir ?? 'memory';
  if (!options.pglite && dataDir !== 'memory') mkdirSync(dataDir, { recursive: true });
  const client =
    options.pglite ??
    (dataDir === 'memory'
      ? new PGlite({ extensions: PGLITE_EXTENSIONS })
      : new PGlite(dataDir, { extensions: PGLITE_EXTENSIONS }));
  const db = drizzlePglite({ client, schema });
  return { driver: 'pglite', db, client, close: () => client.close() };
}
