// What every bench step shares: the API it starts (the same environment everywhere, so no step can run out of
// login attempts another step used up), waiting for it, logging in, percentiles.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const pgServer = process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432';
export const email = 'admin@demo.storedesk.test';

export const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};

/**
 * The bench logs in hundreds of times from one address, in several steps and processes, while login failures and
 * attempts are counted in the database: every step starts the API with these limits lifted, the same way.
 */
export const BENCH_LOGIN_LIMITS = {
  LOGIN_RATE_LIMIT_PER_ADDRESS: '1000000',
  LOGIN_RATE_LIMIT_PER_ACCOUNT: '1000000',
  LOGIN_RATE_LIMIT_PER_PAIR: '1000000',
};

/**
 * Starts api/dist/server.js (or `BENCH_API_DIST`/server.js: another build, e.g. the code before a change) on
 * `databaseUrl` at `port`. `extraEnv` adds variables (STATIC_SITES, STOREDESK_SQL_LOG).
 */
export function startApi(databaseUrl, port, extraEnv = {}) {
  const dist = process.env.BENCH_API_DIST ?? path.join(root, 'api', 'dist');
  return spawn(process.execPath, [path.join(dist, 'server.js')], {
    cwd: path.dirname(dist),
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      STATIC_SITES: '[]',
      LOG_LEVEL: 'warn',
      ...BENCH_LOGIN_LIMITS,
      ...extraEnv,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

export async function waitUp(base, probe = '/api/docs/json') {
  for (let i = 0; i < 1200; i += 1) {
    try {
      if ((await fetch(`${base}${probe}`)).ok) return;
    } catch {
      // starting (migrations run first; an index on a million bookings takes a while)
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

/** Logs in as the demo admin into the store named `storeName` (else the first). */
export async function login(base, storeName) {
  const access = await fetch(`${base}/api/employee/store_access/byEmail?email=${encodeURIComponent(email)}`);
  const stores = (await access.json()).data.map((a) => a.store_id);
  const store = stores.find((s) => s.name === storeName) ?? stores[0];
  const res = await fetch(`${base}/api/employee/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'storedesk-demo', store_id: store._id }),
  });
  if (!res.ok) throw new Error(`login ${res.status} ${await res.text()}`);
  return { token: (await res.json()).token, storeId: store._id };
}

export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * Adds customers to the store named `storeName` until it holds `target`: names drawn from its own customers,
 * created over the last two years, unique e-mails and 10-digit phones, order counts/totals/points spread.
 */
export async function topUpCustomers(client, storeName, target) {
  const { rows } = await client.query(
    `SELECT s.id, count(c.id)::int AS n FROM stores s LEFT JOIN customers c ON c.store_id = s.id
      WHERE s.name = $1 GROUP BY s.id`,
    [storeName],
  );
  const { id: storeId, n: have } = rows[0];
  if (have >= target) return console.log(`${storeName}: ${have} customers (already there)`);
  const started = Date.now();
  await client.query(
    `WITH firsts AS (SELECT array_agg(DISTINCT first_name) AS a FROM customers WHERE store_id = $1),
          lasts AS (SELECT array_agg(DISTINCT last_name) AS a FROM customers WHERE store_id = $1)
     INSERT INTO customers (store_id, first_name, last_name, email, phone_no, country_code, country,
                            points, push_notification, order_count, order_total, created_at, updated_at)
     SELECT $1, f, l,
            lower(f) || '.' || lower(l) || '.' || g || '@bench.storedesk.test',
            (5000000000 + g::bigint * 7919 % 999999999)::text,
            '+91', 'India',
            (g * 37) % 5000, g % 3 <> 0, (g * 13) % 40, ((g * 7717) % 250000)::numeric / 100 * 10,
            now() - ((g % 730) || ' days')::interval - ((g % 86400) || ' seconds')::interval, now()
       FROM generate_series(1, $2::int) g, firsts, lasts,
            LATERAL (SELECT firsts.a[1 + (g * 31) % array_length(firsts.a, 1)] AS f,
                            lasts.a[1 + (g * 17) % array_length(lasts.a, 1)] AS l) names`,
    [storeId, target - have],
  );
  console.log(
    `${storeName}: wrote ${target - have} customers in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

/** Runs one statement on the server's own `postgres` database: making and dropping a bench's database. */
export async function adminSql(sql) {
  const client = new pg.Client({ connectionString: `${pgServer}/postgres` });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The end of a bench on a database of its own: the API stopped, then the database dropped. */
export async function stopAndDrop(app, dbName) {
  app?.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 1000));
  await adminSql(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
}
