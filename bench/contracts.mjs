#!/usr/bin/env node
// Benchmark (figures, never pass/fail) of customer contracts at 200,000 contracts in one store (issue 23): p50/p95
// of GET store/customer_subscription/all page 1 with no filter, the end-date MONTH filter, a contract number and a
// customer (aim: each p95 < 30 ms, each filtered page within 2x of page 1), and of selling a contract with
// POST store/customer_subscription (request_customer_payment: the contract and its payment request in one
// transaction), of POST store/customer_subscription/request_service (a booking that takes a visit from the
// contract's ledger; aim p95 < 50 ms) and of the list filtered by visits_left. Uses a throw-away PostgreSQL database (bench_contracts: the demo seed with few bookings, topped up
// with copies of its contracts), dropped at the end.
// Options: --rows N (default 200000), --requests N (default 200). Needs `pnpm --filter @storedesk/api build`.
import { randomUUID } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { URLSearchParams } from 'node:url';
import pg from 'pg';
import { adminSql, arg, login, percentile, pgServer, root, startApi, stopAndDrop, waitUp } from './lib.mjs';

const target = Number(arg('rows', '200000'));
const requests = Number(arg('requests', '200'));
const dbName = 'bench_contracts';
const databaseUrl = `${pgServer}/${dbName}`;
const port = process.env.BENCH_CONTRACTS_PORT ?? '18195';
const base = `http://127.0.0.1:${port}`;
const MAIN_STORE = 'Sparkle Home Services';

const figures = (label, ms) => {
  const sorted = [...ms].sort((a, b) => a - b);
  const p50 = percentile(sorted, 50);
  const p95 = percentile(sorted, 95);
  console.log(`${label}: n=${ms.length} p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`);
  return { p50, p95 };
};

/**
 * Copies the store's seeded contracts until it holds `target`: new numbers, end dates spread over three years
 * around today, customers drawn from the store's own.
 */
async function topUp(client) {
  const { rows } = await client.query('SELECT id FROM stores WHERE name = $1', [MAIN_STORE]);
  const storeId = rows[0].id;
  const count = async () =>
    (
      await client.query('SELECT count(*)::int AS n FROM customer_subscriptions WHERE store_id = $1', [
        storeId,
      ])
    ).rows[0].n;
  const have = await count();
  const started = Date.now();
  for (let done = 0; done < Math.max(0, target - have); done += 20000)
    await client.query(
      `WITH src AS (SELECT array_agg(id) AS ids FROM (SELECT id FROM customer_subscriptions WHERE store_id = $1
                   AND renewed_from_id IS NULL ORDER BY subscription_number LIMIT 200) s),
            cs AS (SELECT array_agg(id) AS ids FROM (SELECT id FROM customers WHERE store_id = $1 LIMIT 5000) x),
            top AS (SELECT max(subscription_number) AS n FROM customer_subscriptions WHERE store_id = $1)
       INSERT INTO customer_subscriptions (store_id, subscription_number, store_subscription_id, customer_id,
              variant_id, variant, billing_period_id, store_subscription_version_id, subscription_name, parent_sku,
              start_date, end_date, price, is_active, is_approved, addresses, payment, is_paid, order_type,
              created_at, updated_at)
       SELECT $1, top.n + g, k.store_subscription_id, cs.ids[1 + (g * 7919) % array_length(cs.ids, 1)],
              k.variant_id, k.variant, k.billing_period_id, k.store_subscription_version_id, k.subscription_name,
              k.parent_sku, e.day - 365, e.day, k.price, g % 9 <> 0,
              (ARRAY['APPROVED','APPROVED','PENDING_APPROVAL','ON_HOLD','REJECTED'])[1 + g % 5], k.addresses,
              k.payment, g % 3 = 0, 'CSC', now() - ((g % 900) || ' days')::interval, now()
         FROM generate_series($3::int + 1, $3::int + $2::int) g, src, cs, top,
              LATERAL (SELECT * FROM customer_subscriptions WHERE id = src.ids[1 + g % array_length(src.ids, 1)]) k,
              LATERAL (SELECT current_date - 540 + (g % 1095) AS day) e`,
      [storeId, Math.min(20000, target - have - done), done],
    );
  await ledgerRows(client, storeId);
  await client.query('ANALYZE customer_subscriptions');
  console.log(
    `${MAIN_STORE}: ${await count()} contracts (wrote ${target - have} in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  return storeId;
}

/**
 * The copies' services in the visit ledger (issue 23), from the terms each keeps as sold, as the migration backfills
 * them; every third contract has used all its visits, so both visits_left filters have rows.
 */
async function ledgerRows(client, storeId) {
  await client.query(
    `INSERT INTO customer_subscription_items (store_id, customer_subscription_id, position, product_id,
            selected_product_variant_id, quantity, total_quantity, available_quantity, delivery_data, request_fields)
     SELECT cs.store_id, cs.id, (item.ord - 1)::int, (item.value->>'product_id')::uuid,
            nullif(item.value->>'selected_product_variant_id', '')::uuid,
            greatest(coalesce((item.value->>'quantity')::int, 1), 1), t.total,
            CASE WHEN cs.subscription_number % 3 = 0 THEN 0 ELSE t.total END,
            item.value->'delivery_data', coalesce(item.value->'request_fields', '[]'::jsonb)
       FROM customer_subscriptions cs
            CROSS JOIN LATERAL jsonb_array_elements(cs.variant->'applicable_to') WITH ORDINALITY AS item(value, ord)
            CROSS JOIN LATERAL (SELECT greatest(coalesce((item.value->>'total_quantity')::int, 0), 1) AS total) t
      WHERE cs.store_id = $1
        AND NOT EXISTS (SELECT 1 FROM customer_subscription_items i WHERE i.customer_subscription_id = cs.id)`,
    [storeId],
  );
  await client.query('ANALYZE customer_subscription_items');
}

/**
 * Service requests: `n` contracts with an address and a service with visits left, each asked once for a visit two
 * days ahead, with the service's mandatory request fields answered.
 */
async function serviceRequests(client, storeId, n) {
  const { rows } = await client.query(
    `SELECT cs.id AS contract_id, i.id AS item_id, i.product_id FROM customer_subscription_items i
       JOIN customer_subscriptions cs ON cs.id = i.customer_subscription_id
      WHERE i.store_id = $1 AND i.available_quantity > 0 AND jsonb_array_length(cs.addresses) > 0
      ORDER BY cs.subscription_number LIMIT $2`,
    [storeId, n],
  );
  const { rows: forms } = await client.query(
    'SELECT product_id, request_fields FROM product_forms WHERE store_id = $1 AND is_active',
    [storeId],
  );
  const answers = (productId) =>
    (forms.find((f) => f.product_id === productId)?.request_fields ?? [])
      .filter((f) => f.is_active && f.is_mandatory)
      .map((f) => ({ name: f.name, value: f.field_options?.[0] ?? 'Yes' }));
  const day = new Date(Date.now() + 2 * 86400000).toISOString().slice(0, 10).replaceAll('-', '/');
  return rows.map((r) => ({
    _id: r.contract_id,
    item_id: r.item_id,
    delivery_date: day,
    delivery_data: { day: '', start_time: '10:00', end_time: '12:00' },
    request_fields: answers(r.product_id),
  }));
}

/** A sale's body: a demo customer with an address, the demo plan's first active variant and period. */
async function saleBody(client, storeId) {
  const { rows: customers } = await client.query(
    `SELECT c.id, a.id AS address_id FROM customers c JOIN customer_addresses a ON a.customer_id = c.id
      WHERE c.store_id = $1 LIMIT 1`,
    [storeId],
  );
  const { rows: plans } = await client.query(
    `SELECT s.id, v.terms FROM store_subscriptions s
       JOIN store_subscription_versions v ON v.store_subscription_id = s.id
      WHERE s.store_id = $1 AND s.is_active ORDER BY v.version DESC LIMIT 1`,
    [storeId],
  );
  const variant = plans[0].terms.variants.find((v) => v.is_active);
  return {
    customer_id: customers[0].id,
    address_id: customers[0].address_id,
    subscription_id: plans[0].id,
    variant_id: variant._id,
    billing_period_id: variant.billing_period[0].billing_period_id,
    start_date: new Date().toISOString().slice(0, 10).replaceAll('-', '/'),
    applicable_to: variant.applicable_to.map((item) => ({
      product_id: item.product_id,
      selected_product_variant_id: item.selected_product_variant_id,
    })),
    payment: { payment_method: 'request_customer_payment' },
  };
}

async function main() {
  await adminSql(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await adminSql(`CREATE DATABASE ${dbName}`);
  let app;
  try {
    const seeded = spawnSync(
      'npx',
      ['-y', 'pnpm@10', '--filter', '@storedesk/api', 'run', 'seed', '--bookings', '3000'],
      { cwd: root, stdio: 'inherit', env: { ...process.env, DATABASE_URL: databaseUrl } },
    );
    if (seeded.status !== 0) throw new Error('seed failed');
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const storeId = await topUp(client);
    const { rows: busy } = await client.query(
      `SELECT customer_id FROM customer_subscriptions WHERE store_id = $1 GROUP BY customer_id
        ORDER BY count(*) DESC LIMIT 50`,
      [storeId],
    );
    const { rows: numbers } = await client.query(
      `SELECT subscription_number FROM customer_subscriptions WHERE store_id = $1 ORDER BY random() LIMIT 50`,
      [storeId],
    );
    const sale = await saleBody(client, storeId);
    const asks = await serviceRequests(client, storeId, Math.min(requests, 100));
    await client.end();

    app = startApi(databaseUrl, port);
    await waitUp(base);
    const { token } = await login(base, MAIN_STORE);
    const call = async (method, path, body) => {
      const started = performance.now();
      const res = await fetch(`${base}/api/${path}`, {
        method,
        headers: { 'x-auth-token': token, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      if (!res.ok) throw new Error(`${method} ${path} ${res.status} ${await res.text()}`);
      await res.json();
      return performance.now() - started;
    };
    const list = (query) =>
      call(
        'GET',
        `store/customer_subscription/all?${new URLSearchParams({ limit: '10', offset: '1', ...query })}`,
      );

    for (let i = 0; i < 20; i += 1) await list({});
    const kinds = {
      'page 1': () => ({}),
      'end date MONTH': () => ({ 'filter.end_date_option': 'MONTH' }),
      'visits left': () => ({ 'filter.visits_left': 'true' }),
      'no visits left': () => ({ 'filter.visits_left': 'false' }),
      'contract number': (i) => ({
        'filter.subscription_number': String(numbers[i % numbers.length].subscription_number),
      }),
      customer: (i) => ({ 'filter.customer_id': busy[i % busy.length].customer_id }),
    };
    const times = Object.fromEntries(Object.keys(kinds).map((k) => [k, []]));
    // Interleaved, so a busy moment of the machine falls on every kind alike.
    for (let i = 0; i < requests; i += 1)
      for (const [kind, query] of Object.entries(kinds)) times[kind].push(await list(query(i)));
    const first = figures('GET store/customer_subscription/all page 1', times['page 1']);
    for (const kind of Object.keys(kinds).slice(1)) {
      const f = figures(`GET store/customer_subscription/all page 1, ${kind}`, times[kind]);
      console.log(`  p95 ${(f.p95 / first.p95).toFixed(2)}x page 1`);
    }

    const sales = [];
    for (let i = 0; i < Math.min(requests, 100); i += 1)
      sales.push(
        await call('POST', 'store/customer_subscription', {
          subscription: sale,
          idempotency_key: `bench-${randomUUID()}`,
        }),
      );
    figures('POST store/customer_subscription (sale with its payment request)', sales);

    const asked = [];
    for (const ask of asks)
      asked.push(
        await call('POST', 'store/customer_subscription/request_service', {
          customer_subscription: ask,
          idempotency_key: `bench-${randomUUID()}`,
        }),
      );
    figures('POST store/customer_subscription/request_service (booking + visit taken)', asked);
  } finally {
    await stopAndDrop(app, dbName);
  }
}

await main();
