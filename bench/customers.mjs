#!/usr/bin/env node
// Benchmark (figures, never pass/fail) of GET customer/all on PostgreSQL with --customers customers in one store
// (default 200000): p50/p95/p99 of page 1 unfiltered, by name, e-mail and phone keywords (substrings, as a person
// types them), a keyword with the list's range filters, GET customer/search (the booking picker), and a deep page.
// The database is the demo seed with few bookings, topped up with generated customers (names from the demo's name
// lists, unique e-mails and phones).
// Options: --customers N, --requests N (default 200), --db NAME (default storedesk_bench_customers), --fresh.
// Needs PostgreSQL (BENCH_PG, default postgres://postgres@127.0.0.1:5432) and `pnpm --filter @storedesk/api build`.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, URLSearchParams } from 'node:url';
import pg from 'pg';
import { startApi, topUpCustomers, waitUp as waitUpAt } from './lib.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const target = Number(arg('customers', '200000'));
const requests = Number(arg('requests', '200'));
const dbName = arg('db', 'storedesk_bench_customers');
const server = process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432';
const databaseUrl = `${server}/${dbName}`;
const port = process.env.BENCH_CUSTOMERS_PORT ?? '18193';
const base = `http://127.0.0.1:${port}`;
const email = 'admin@demo.storedesk.test';
const MAIN_STORE = 'Sparkle Home Services';

async function prepareDatabase() {
  const admin = new pg.Client({ connectionString: `${server}/postgres` });
  await admin.connect();
  const exists = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [dbName])).rowCount > 0;
  if (exists && process.argv.includes('--fresh')) await admin.query(`DROP DATABASE ${dbName} WITH (FORCE)`);
  const seeded = exists && !process.argv.includes('--fresh');
  if (!seeded) await admin.query(`CREATE DATABASE ${dbName}`);
  await admin.end();
  if (seeded) return;
  const result = spawnSync(
    'npx',
    ['-y', 'pnpm@10', '--filter', '@storedesk/api', 'run', 'seed', '--bookings', '20000'],
    { cwd: root, stdio: 'inherit', env: { ...process.env, DATABASE_URL: databaseUrl } },
  );
  if (result.status !== 0) throw new Error('seed failed');
}

const startServer = () => startApi(databaseUrl, port);
const waitUp = () => waitUpAt(base);

async function login() {
  const access = await fetch(`${base}/api/employee/store_access/byEmail?email=${encodeURIComponent(email)}`);
  const store = (await access.json()).data.map((a) => a.store_id).find((s) => s.name === MAIN_STORE);
  const res = await fetch(`${base}/api/employee/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'storedesk-demo', store_id: store._id }),
  });
  if (!res.ok) throw new Error(`login ${res.status}`);
  return (await res.json()).token;
}

async function get(token, path, query) {
  const qs = new URLSearchParams(query).toString();
  const res = await fetch(`${base}/api/${path}?${qs}`, { headers: { 'x-auth-token': token } });
  if (!res.ok) throw new Error(`${path} ${res.status} ${await res.text()}`);
  return res.json();
}
const list = (token, query) => get(token, 'customer/all', { limit: '10', offset: '1', ...query });
/** The booking screen's customer picker: 15 per page. */
const search = (token, keyword) =>
  get(token, 'customer/search', { limit: '15', offset: '1', 'filter.keyword': keyword });

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
async function measure(label, fn) {
  for (let i = 0; i < 10; i += 1) await fn(i); // warm-up
  const times = [];
  for (let i = 0; i < requests; i += 1) {
    const t = performance.now();
    await fn(i);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const f = (p) => percentile(times, p).toFixed(1);
  console.log(`${label.padEnd(52)} n=${requests}  p50 ${f(50)} ms  p95 ${f(95)} ms  p99 ${f(99)} ms`);
}

/** Substrings of real rows, as a person types them: part of a last name, of an e-mail, of a phone. */
async function pickKeywords(client) {
  const { rows } = await client.query(
    `SELECT c.last_name, c.email, c.phone_no FROM customers c JOIN stores s ON s.id = c.store_id
      WHERE s.name = $1 AND length(c.last_name) >= 5 AND c.email IS NOT NULL AND c.phone_no IS NOT NULL
      ORDER BY c.created_at LIMIT 1 OFFSET 4321`,
    [MAIN_STORE],
  );
  const [c] = rows;
  return {
    name: c.last_name.slice(1, 5),
    email: c.email.split('@')[0].slice(0, 7),
    phone: c.phone_no.slice(2, 8),
  };
}

await prepareDatabase();
const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();
const child = startServer();
try {
  await waitUp();
  await topUpCustomers(client, MAIN_STORE, target);
  // Steady state, as autovacuum leaves a table: visibility map set and statistics current.
  await client.query('VACUUM ANALYZE customers');
  const keywords = await pickKeywords(client);
  const token = await login();
  const first = await list(token, {});
  console.log(`\nStoredesk customers benchmark on ${dbName}: ${first.total} customers in ${MAIN_STORE}`);
  for (const [label, keyword] of Object.entries(keywords)) {
    const hit = await list(token, { 'filter.keyword': keyword });
    console.log(`keyword "${keyword}" (${label}): ${hit.total} matches`);
  }
  const ranges = {
    'filter.order_count_from': '5',
    'filter.order_count_to': '30',
    'filter.points_from': '100',
  };
  await measure('GET customer/all page 1', () => list(token, {}));
  await measure(`GET customer/all keyword "${keywords.name}" (name)`, () =>
    list(token, { 'filter.keyword': keywords.name }),
  );
  await measure(`GET customer/all keyword "${keywords.email}" (e-mail)`, () =>
    list(token, { 'filter.keyword': keywords.email }),
  );
  await measure(`GET customer/all keyword "${keywords.phone}" (phone)`, () =>
    list(token, { 'filter.keyword': keywords.phone }),
  );
  await measure(`GET customer/all keyword "${keywords.name}" + ranges`, () =>
    list(token, { 'filter.keyword': keywords.name, ...ranges }),
  );
  await measure(`GET customer/search "${keywords.name}" (name)`, () => search(token, keywords.name));
  await measure(`GET customer/search "${keywords.email}" (e-mail)`, () => search(token, keywords.email));
  await measure(`GET customer/all page ${Math.ceil(first.pages / 2)} (middle)`, () =>
    list(token, { offset: String(Math.ceil(first.pages / 2)) }),
  );
} finally {
  child.kill('SIGTERM');
  await client.end();
}
