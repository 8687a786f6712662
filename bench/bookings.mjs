#!/usr/bin/env node
// Benchmark (figures, never pass/fail) of the bookings API on the bench database seeded by run.mjs: p50/p95/p99 of
// GET store/order/all (page 1 unfiltered, filtered and by keyword; the last page; pages at random depths),
// GET customer/search by keyword, and the day-wise view of one day holding --day-rows bookings (default 100000):
// time to the first rows (first page of 500) and to all rows (then pages of 5000 by cursor, as the screen does).
// Then runs report.mjs (a 100,000-row report: time and the server's peak memory) unless --no-report.
// The day-wise day is written once into the second demo store (North), on days before all other bookings, so the
// main store's figures are not skewed: created 2026-08-01 (store-local), delivered 2026-08-02.
// Options: --db NAME (default storedesk_bench_1000000), --requests N (default 200), --day-rows N, --no-report.
// Needs PostgreSQL (BENCH_PG, default postgres://postgres@127.0.0.1:5432) and `pnpm --filter @storedesk/api build`.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, URLSearchParams } from 'node:url';
import pg from 'pg';
import { startApi, waitUp as waitUpAt } from './lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const dbName = arg('db', 'storedesk_bench_1000000');
const requests = Number(arg('requests', '200'));
const dayRows = Number(arg('day-rows', '100000'));
const server = process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432';
const databaseUrl = `${server}/${dbName}`;
const port = process.env.BENCH_BOOKINGS_PORT ?? '18192';
const base = `http://127.0.0.1:${port}`;
const email = 'admin@demo.storedesk.test';
const BIG_DAY_CREATED = '2026-08-01';
const BIG_DAY_DELIVERY = '2026-08-02';

/**
 * Copies `rows` of the North store's bookings into one day (created BIG_DAY_CREATED, store-local, spread over the
 * day; delivered BIG_DAY_DELIVERY) with new ids and order numbers. Skipped when the day already holds them.
 */
async function seedBigDay(client, storeId, rows) {
  const have = (
    await client.query('SELECT count(*)::int AS n FROM bookings WHERE store_id = $1 AND delivery_date = $2', [
      storeId,
      BIG_DAY_DELIVERY,
    ])
  ).rows[0].n;
  if (have >= rows) return console.log(`day-wise day ${BIG_DAY_DELIVERY}: ${have} bookings (already there)`);
  const { rows: cols } = await client.query(
    `SELECT column_name FROM information_schema.columns WHERE table_name = 'bookings' AND table_schema = 'public'
      ORDER BY ordinal_position`,
  );
  const replaced = {
    id: 'gen_random_uuid()',
    order_number: 'm.top + 1 + src.n',
    delivery_date: `'${BIG_DAY_DELIVERY}'::date`,
    created_at: `('${BIG_DAY_CREATED}'::timestamp AT TIME ZONE st.store_timezone) + src.n * (interval '86399 seconds' / ${rows + 1})`,
    updated_at: 'now()',
    idempotency_key: 'NULL',
  };
  const names = cols.map((c) => `"${c.column_name}"`).join(', ');
  const values = cols.map((c) => replaced[c.column_name] ?? `src."${c.column_name}"`).join(', ');
  const started = Date.now();
  await client.query(
    `INSERT INTO bookings (${names})
     SELECT ${values}
       FROM (SELECT b.*, row_number() OVER (ORDER BY b.created_at) - 1 AS n
               FROM generate_series(0, ${Math.ceil(rows / 1000) - 1}) g
               CROSS JOIN LATERAL (SELECT * FROM bookings WHERE store_id = $1 AND delivery_date <> $2
                                    ORDER BY created_at DESC LIMIT 1000) b) src
       CROSS JOIN (SELECT max(order_number) AS top FROM bookings WHERE store_id = $1) m
       JOIN stores st ON st.id = src.store_id
      WHERE src.n < ${rows} - ${have}`,
    [storeId, BIG_DAY_DELIVERY],
  );
  await client.query('ANALYZE bookings');
  console.log(
    `day-wise day ${BIG_DAY_DELIVERY}: wrote ${rows - have} bookings in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

const startServer = () => startApi(databaseUrl, port);
const waitUp = () => waitUpAt(base);

async function login(storeName) {
  const access = await fetch(`${base}/api/employee/store_access/byEmail?email=${encodeURIComponent(email)}`);
  const stores = (await access.json()).data.map((a) => a.store_id);
  const store = stores.find((s) => s.name === storeName) ?? stores[0];
  const res = await fetch(`${base}/api/employee/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'storedesk-demo', store_id: store._id }),
  });
  if (!res.ok) throw new Error(`login ${res.status}`);
  return { token: (await res.json()).token, storeId: store._id };
}

async function getJson(token, url, query) {
  const qs = new URLSearchParams(Object.entries(query).filter(([, v]) => v !== undefined)).toString();
  const res = await fetch(`${base}/api/${url}?${qs}`, { headers: { 'x-auth-token': token } });
  if (!res.ok) throw new Error(`${url} ${res.status} ${await res.text()}`);
  return res.json();
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
async function measure(label, n, fn) {
  for (let i = 0; i < Math.min(10, n); i += 1) await fn(i); // warm-up
  const times = [];
  for (let i = 0; i < n; i += 1) {
    const t = performance.now();
    await fn(i);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const f = (p) => percentile(times, p).toFixed(1);
  console.log(`${label.padEnd(44)} n=${n}  p50 ${f(50)} ms  p95 ${f(95)} ms  p99 ${f(99)} ms`);
}

/** A filter a manager would use: the store's most used status, paid, delivered within one week of the data. */
async function pickFilters(client, storeId) {
  const { rows: status } = await client.query(
    `SELECT current_status_id AS id FROM bookings WHERE store_id = $1 GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
    [storeId],
  );
  const { rows: days } = await client.query(
    `SELECT (max(delivery_date) - 21)::text AS from, (max(delivery_date) - 14)::text AS to
       FROM bookings WHERE store_id = $1`,
    [storeId],
  );
  // Part of a real customer's last name and e-mail: substrings, as a person types them.
  const { rows: cust } = await client.query(
    `SELECT last_name, email FROM customers WHERE store_id = $1 AND length(last_name) >= 5 AND email IS NOT NULL
      ORDER BY created_at LIMIT 1 OFFSET 777`,
    [storeId],
  );
  return {
    statusId: status[0].id,
    from: days[0].from,
    to: days[0].to,
    shortKeyword: cust[0].last_name.slice(1, 4),
    nameKeyword: cust[0].last_name.slice(1, 5),
    emailKeyword: cust[0].email.split('@')[0].slice(0, 6),
  };
}

async function listFigures(token, f) {
  const list = (query) => getJson(token, 'store/order/all', { limit: 20, ...query });
  const filters = {
    'filter.order_status': f.statusId,
    'filter.is_paid': 'PAID',
    'filter.delivery_from_date': f.from,
    'filter.delivery_to_date': f.to,
  };
  const first = await list({ offset: 1 });
  const filtered = await list({ offset: 1, ...filters });
  const byName = await list({ offset: 1, 'filter.keyword': f.nameKeyword });
  console.log(
    `list: ${first.total} bookings (${first.pages} pages); filter status+paid+delivery ${f.from}..${f.to}: ` +
      `total ${filtered.total} (${filtered.pages} pages); keyword "${f.nameKeyword}": total ${byName.total}`,
  );
  await measure('GET store/order/all page 1', requests, () => list({ offset: 1 }));
  await measure('GET store/order/all page 1 filtered', requests, () => list({ offset: 1, ...filters }));
  await measure(`GET store/order/all page 1 keyword "${f.nameKeyword}"`, requests, () =>
    list({ offset: 1, 'filter.keyword': f.nameKeyword }),
  );
  await measure(`GET store/order/all page 1 keyword "${f.shortKeyword}"`, requests, () =>
    list({ offset: 1, 'filter.keyword': f.shortKeyword }),
  );
  await measure(`GET store/order/all page 1 keyword "${f.emailKeyword}"`, requests, () =>
    list({ offset: 1, 'filter.keyword': f.emailKeyword }),
  );
  await measure(`GET store/order/all last page (${first.pages})`, requests, () =>
    list({ offset: first.pages }),
  );
  await measure(`GET store/order/all middle page (${Math.ceil(first.pages / 2)})`, requests, () =>
    list({ offset: Math.ceil(first.pages / 2) }),
  );
  await measure('GET store/order/all random pages', requests, (i) =>
    list({ offset: 1 + ((i * 7919) % first.pages) }),
  );
  await measure(`GET store/order/all filtered last page (${filtered.pages})`, requests, () =>
    list({ offset: filtered.pages, ...filters }),
  );
  await measure('GET store/order/all filtered random pages', requests, (i) =>
    list({ offset: 1 + ((i * 7919) % filtered.pages), ...filters }),
  );
  await measure(`GET customer/search "${f.nameKeyword}"`, requests, () =>
    getJson(token, 'customer/search', { limit: 15, offset: 1, 'filter.keyword': f.nameKeyword }),
  );
  await measure(`GET customer/search "${f.shortKeyword}"`, requests, () =>
    getJson(token, 'customer/search', { limit: 15, offset: 1, 'filter.keyword': f.shortKeyword }),
  );
  await measure(`GET customer/search "${f.emailKeyword}"`, requests, () =>
    getJson(token, 'customer/search', { limit: 15, offset: 1, 'filter.keyword': f.emailKeyword }),
  );
}

/** The screen's loading: a first page of 500, then pages of 5000 by cursor until next_cursor is null. */
async function loadDay(token, date, dateType) {
  const started = performance.now();
  let reply = await getJson(token, 'store/order/daywise', { date, date_type: dateType, limit: 500 });
  const firstRows = performance.now() - started;
  let rows = reply.data.length;
  const total = reply.total;
  while (reply.next_cursor) {
    reply = await getJson(token, 'store/order/daywise', {
      date,
      date_type: dateType,
      limit: 5000,
      cursor: reply.next_cursor,
    });
    rows += reply.data.length;
  }
  return { firstRows, all: performance.now() - started, rows, total };
}

async function daywiseFigures(token) {
  for (const [dateType, date] of [
    ['DELIVERY_DATE', BIG_DAY_DELIVERY],
    ['ORDER_DATE', BIG_DAY_CREATED],
  ]) {
    await loadDay(token, date, dateType); // warm-up
    const runs = [];
    for (let i = 0; i < 5; i += 1) runs.push(await loadDay(token, date, dateType));
    const median = (key) => runs.map((r) => r[key]).sort((a, b) => a - b)[2];
    console.log(
      `${`day-wise ${dateType} ${date}`.padEnd(44)} ${runs[0].rows} rows (total ${runs[0].total})  ` +
        `first rows ${median('firstRows').toFixed(0)} ms  all rows ${(median('all') / 1000).toFixed(2)} s (median of 5)`,
    );
  }
}

const admin = new pg.Client({ connectionString: databaseUrl });
await admin.connect();
const child = startServer();
try {
  await waitUp();
  const main = await login('Sparkle Home Services');
  const north = await login('Sparkle Home Services - North');
  await seedBigDay(admin, north.storeId, dayRows);
  const filters = await pickFilters(admin, main.storeId);
  console.log(`\nStoredesk bookings benchmark on ${dbName}`);
  await listFigures(main.token, filters);
  await daywiseFigures(north.token);
} finally {
  child.kill('SIGTERM');
  await admin.end();
}
if (!process.argv.includes('--no-report')) {
  const report = spawnSync(process.execPath, [path.join(here, 'report.mjs'), '--db', dbName], {
    stdio: 'inherit',
  });
  if (report.status !== 0) process.exitCode = 1;
}
