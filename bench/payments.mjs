#!/usr/bin/env node
// Benchmark (figures, never pass/fail) of payment requests at 500,000 requests in one store: p50/p95/p99 of
// GET store/payment/all page 1 filtered by status and customer (aim p95 < 30 ms), and of POST /api/webhooks/payments
// (signed payment_link.paid events for distinct requests; aim p99 < 50 ms). Uses a throw-away PostgreSQL database
// (bench_pay: the demo seed with few bookings, topped up with generated requests), dropped at the end.
// Options: --rows N (default 500000), --requests N (default 300). Needs `pnpm --filter @storedesk/api build`.
import { spawn, spawnSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath, URLSearchParams } from 'node:url';
import pg from 'pg';
import { adminSql, stopAndDrop } from './lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const target = Number(arg('rows', '500000'));
const requests = Number(arg('requests', '300'));
const server = process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432';
const dbName = 'bench_pay';
const databaseUrl = `${server}/${dbName}`;
const port = process.env.BENCH_PAYMENTS_PORT ?? '18194';
const base = `http://127.0.0.1:${port}`;
const SECRET = 'bench-webhook-secret';
const MAIN_STORE = 'Sparkle Home Services';
const email = 'admin@demo.storedesk.test';

const pct = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const figures = (label, ms) =>
  console.log(
    `${label}: n=${ms.length} p50 ${pct(ms, 50).toFixed(1)} ms, p95 ${pct(ms, 95).toFixed(1)} ms, p99 ${pct(ms, 99).toFixed(1)} ms`,
  );

/** Requests for the main store's customers and bookings until it holds `target`; one link id each. */
async function topUp(client) {
  const { rows } = await client.query('SELECT id FROM stores WHERE name = $1', [MAIN_STORE]);
  const storeId = rows[0].id;
  const have = (
    await client.query('SELECT count(*)::int AS n FROM store_payments WHERE store_id = $1', [storeId])
  ).rows[0].n;
  const started = Date.now();
  // In batches: one long statement of 500,000 rows is more than this shared machine's PostgreSQL lets run.
  for (let done = 0; done < Math.max(0, target - have); done += 25000)
    await client.query(
      `WITH b AS (SELECT array_agg(id) AS ids, array_agg(customer_id) AS cs FROM (SELECT id, customer_id FROM bookings
                 WHERE store_id = $1 LIMIT 5000) x),
          top AS (SELECT 1000000 AS n)
     INSERT INTO store_payments (store_id, payment_number, amount, status, due_date, customer_id, order_id, is_paid,
                                 link_status, link_id, created_at, updated_at)
     SELECT $1, top.n + g, (100 + g % 5000)::numeric, s.status, current_date + (g % 60), b.cs[k], b.ids[k],
            s.status = 'PAID', 'CREATED', 'plink_bench_' || g,
            now() - ((g % 700) || ' days')::interval - ((g % 86400) || ' seconds')::interval, now()
       FROM generate_series($3::int + 1, $3::int + $2::int) g, b, top,
            LATERAL (SELECT 1 + ((g::bigint * 7919) % array_length(b.ids, 1))::int AS k) pick,
            LATERAL (SELECT (ARRAY['PENDING','PENDING','PENDING','PAID','PAID','FAILED','CANCELLED','EXPIRED'])[1 + g % 8]
                     AS status) s`,
      [storeId, Math.min(25000, target - have - done), done],
    );
  await client.query('ANALYZE store_payments');
  console.log(
    `${MAIN_STORE}: ${target} payment requests (wrote ${target - have} in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  return storeId;
}

async function main() {
  await adminSql(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await adminSql(`CREATE DATABASE ${dbName}`);
  let app;
  try {
    const seeded = spawnSync(
      'npx',
      ['-y', 'pnpm@10', '--filter', '@storedesk/api', 'run', 'seed', '--bookings', '3000'],
      {
        cwd: root,
        stdio: 'inherit',
        env: { ...process.env, DATABASE_URL: databaseUrl },
      },
    );
    if (seeded.status !== 0) throw new Error('seed failed');
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const storeId = await topUp(client);
    const { rows: customers } = await client.query(
      `SELECT customer_id, count(*)::int AS n FROM store_payments WHERE store_id = $1 GROUP BY customer_id
        ORDER BY count(*) DESC LIMIT 50`,
      [storeId],
    );
    const { rows: links } = await client.query(
      `SELECT id, link_id FROM store_payments WHERE store_id = $1 AND status = 'PENDING' AND link_id IS NOT NULL
        LIMIT $2`,
      [storeId, requests],
    );
    await client.end();
    console.log(`customers queried: ${customers.length}, the busiest with ${customers[0].n} requests`);

    app = spawn(process.execPath, [path.join(root, 'api', 'dist', 'server.js')], {
      cwd: path.join(root, 'api'),
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        PORT: port,
        STATIC_SITES: '[]',
        LOGIN_RATE_LIMIT_PER_ADDRESS: '100000',
        LOG_LEVEL: 'warn',
        PAYMENT_WEBHOOK_SECRET: SECRET,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    for (let i = 0; i < 240; i += 1) {
      try {
        if ((await fetch(`${base}/api/docs/json`)).ok) break;
      } catch {
        // starting
      }
      await new Promise((r) => setTimeout(r, 500));
    }
    const access = await (
      await fetch(`${base}/api/employee/store_access/byEmail?email=${encodeURIComponent(email)}`)
    ).json();
    const store = access.data.map((a) => a.store_id).find((s) => s.name === MAIN_STORE);
    const login = await fetch(`${base}/api/employee/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'storedesk-demo', store_id: store._id }),
    });
    const { token } = await login.json();

    const list = async (query) => {
      const started = performance.now();
      const res = await fetch(`${base}/api/store/payment/all?${new URLSearchParams(query)}`, {
        headers: { 'x-auth-token': token },
      });
      if (!res.ok) throw new Error(`list ${res.status} ${await res.text()}`);
      await res.json();
      return performance.now() - started;
    };
    const statuses = ['PENDING', 'PAID', 'FAILED', 'CANCELLED'];
    for (let i = 0; i < 20; i += 1) await list({ limit: '10', offset: '1' });
    const filtered = [];
    for (let i = 0; i < requests; i += 1) {
      filtered.push(
        await list({
          limit: '10',
          offset: '1',
          'filter.status': statuses[i % statuses.length],
          'filter.customer_id': customers[i % customers.length].customer_id,
        }),
      );
    }
    const unfiltered = [];
    for (let i = 0; i < 100; i += 1) unfiltered.push(await list({ limit: '10', offset: '1' }));
    figures('GET store/payment/all page 1, status + customer', filtered);
    figures('GET store/payment/all page 1, no filter', unfiltered);

    const hooks = [];
    for (const [i, row] of links.entries()) {
      const body = JSON.stringify({
        entity: 'event',
        event: 'payment_link.paid',
        created_at: Math.floor(Date.now() / 1000),
        payload: {
          payment_link: {
            entity: { id: row.link_id, reference_id: row.id, amount_paid: 10000, status: 'paid' },
          },
          payment: { entity: { id: `pay_bench_${i}`, method: 'upi' } },
        },
      });
      const started = performance.now();
      const res = await fetch(`${base}/api/webhooks/payments`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': createHmac('sha256', SECRET).update(body).digest('hex'),
          'x-razorpay-event-id': `evt_bench_${i}`,
        },
        body,
      });
      await res.text();
      if (!res.ok) throw new Error(`webhook ${res.status}`);
      hooks.push(performance.now() - started);
    }
    figures('POST /api/webhooks/payments (paid, distinct requests)', hooks);
  } finally {
    await stopAndDrop(app, dbName);
  }
}

await main();
