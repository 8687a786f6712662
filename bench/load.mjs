#!/usr/bin/env node
// Benchmark (figures, never pass/fail) of the request path on the bench database:
// 1. API/SQL ratio: GET store/order/all page 1, unfiltered and filtered (status + paid + a week of delivery dates),
//    each request (on a kept-alive connection; uncompressed, then brotli as a browser asks) interleaved with a replay
//    of the very statements it ran (logged by a second API process through STOREDESK_SQL_LOG, whose synchronous log
//    would slow the timed one; replayed on one connection as named prepared statements, the best the database can do).
// 2. Throughput and latency under load (autocannon, --seconds each, default 10) at 10 and 50 connections of the list
//    page 1, the dashboard (today) and a Fastify hello-world in a process of its own that sends the list's JSON, so
//    the figures are comparable on a shared machine.
// Options: --db NAME (default storedesk_bench_1000000), --requests N (default 200), --seconds N.
import { spawn } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { URLSearchParams } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { arg, login, percentile, pgServer, root, startApi, waitUp } from './lib.mjs';

const dbName = arg('db', 'storedesk_bench_1000000');
const requests = Number(arg('requests', '200'));
const seconds = Number(arg('seconds', '10'));
const databaseUrl = `${pgServer}/${dbName}`;
const port = Number(process.env.BENCH_LOAD_PORT ?? '18194');
const helloPort = port + 1;
const base = `http://127.0.0.1:${port}`;
/** A second API process that logs its SQL (STOREDESK_SQL_LOG), used only to learn the statements of a request: the
 * log is written synchronously, so the process that is timed never logs. */
const logPort = port + 2;
const logBase = `http://127.0.0.1:${logPort}`;
/** Keep-alive connections, as a browser's; one socket at a time for the sequential timings. */
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
/** Named statements of the replay connection, by text (names are per connection, so one map for the run). */
const names = new Map();
const sqlLog = path.join(os.tmpdir(), `storedesk-sql-${process.pid}.log`);

async function filterFor(client, storeId) {
  const { rows: status } = await client.query(
    `SELECT current_status_id AS id FROM bookings WHERE store_id = $1 GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
    [storeId],
  );
  const { rows: days } = await client.query(
    `SELECT (max(delivery_date) - 21)::text AS from, (max(delivery_date) - 14)::text AS to
       FROM bookings WHERE store_id = $1`,
    [storeId],
  );
  return {
    'filter.order_status': status[0].id,
    'filter.is_paid': 'PAID',
    'filter.delivery_from_date': days[0].from,
    'filter.delivery_to_date': days[0].to,
  };
}

const listUrl = (query) =>
  `${base}/api/store/order/all?${new URLSearchParams({ limit: '20', offset: '1', ...query })}`;

/** One GET on a kept-alive connection, the answer read to its end (as sent: compressed if asked). */
function get(url, headers) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent, headers }, (res) => {
        if (res.statusCode !== 200) reject(new Error(`${url} ${res.statusCode}`));
        res.on('data', () => undefined);
        res.on('end', resolve);
      })
      .on('error', reject);
  });
}

/**
 * The statements one request runs, as the API logged them: the second of two requests, as under load (the first
 * also looks the session up, which the API then keeps in memory for a few seconds).
 */
async function statementsOf(token, url) {
  for (let i = 0; i < 2; i += 1) {
    writeFileSync(sqlLog, '');
    const res = await fetch(url.replace(base, logBase), { headers: { 'x-auth-token': token } });
    if (!res.ok) throw new Error(`${url} ${res.status}`);
    await res.arrayBuffer();
  }
  return readFileSync(sqlLog, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

async function ratio(label, token, url, client, encoding = 'identity') {
  const statements = await statementsOf(token, url);
  if (statements.length === 0)
    return console.log(`${label.padEnd(36)} n/a (this build does not log its SQL: STOREDESK_SQL_LOG)`);
  const replay = async () => {
    for (const s of statements) {
      if (!names.has(s.query)) names.set(s.query, `bench_${names.size}`);
      await client.query({ name: names.get(s.query), text: s.query, values: s.params });
    }
  };
  const api = () => get(url, { 'x-auth-token': token, 'accept-encoding': encoding });
  for (let i = 0; i < 10; i += 1) {
    await api();
    await replay();
  }
  const a = [];
  const q = [];
  for (let i = 0; i < requests; i += 1) {
    let t = performance.now();
    await api();
    a.push(performance.now() - t);
    t = performance.now();
    await replay();
    q.push(performance.now() - t);
  }
  a.sort((x, y) => x - y);
  q.sort((x, y) => x - y);
  const p50a = percentile(a, 50);
  const p50q = percentile(q, 50);
  console.log(
    `${label.padEnd(36)} n=${requests}  API p50 ${p50a.toFixed(2)} ms (p95 ${percentile(a, 95).toFixed(1)})  ` +
      `its ${statements.length} statement${statements.length === 1 ? '' : 's'} p50 ${p50q.toFixed(2)} ms ` +
      `(p95 ${percentile(q, 95).toFixed(1)})  ratio ${(p50a / p50q).toFixed(2)}x, ${(p50a - p50q).toFixed(2)} ms over`,
  );
}

/** The floor of the sequential timings: the hello-world's answer on the same kind of connection. */
async function helloFloor(encoding = 'identity') {
  const url = `http://127.0.0.1:${helloPort}/hello`;
  const times = [];
  for (let i = 0; i < requests + 10; i += 1) {
    const t = performance.now();
    await get(url, { 'accept-encoding': encoding });
    if (i >= 10) times.push(performance.now() - t);
  }
  times.sort((x, y) => x - y);
  console.log(
    `${'hello-world, same JSON (the floor)'.padEnd(36)} n=${requests}  p50 ${percentile(times, 50).toFixed(2)} ms ` +
      `(p95 ${percentile(times, 95).toFixed(1)})`,
  );
}

/** A bare Fastify (the API's own copy) answering GET /hello with a fixed JSON body: the floor of the request path. */
function startHello(body) {
  const require = createRequire(path.join(root, 'api', 'package.json'));
  const fastifyPath = require.resolve('fastify');
  const file = path.join(os.tmpdir(), `storedesk-hello-${process.pid}.cjs`);
  writeFileSync(
    file,
    `const app = require(${JSON.stringify(fastifyPath)})();
     const body = ${JSON.stringify(body)};
     app.get('/hello', async (req, reply) => reply.type('application/json').send(body));
     app.listen({ port: ${helloPort}, host: '127.0.0.1' });`,
  );
  const child = spawn(process.execPath, [file], { stdio: ['ignore', 'inherit', 'inherit'] });
  return { child, file };
}

async function cannon(label, url, connections, headers = {}) {
  const result = await autocannon({ url, connections, duration: seconds, headers });
  const errors = result.errors + result.non2xx;
  console.log(
    `${label.padEnd(36)} c=${String(connections).padEnd(3)} ${result.requests.average.toFixed(0).padStart(6)} req/s  ` +
      `p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms${errors ? `  (${errors} errors/non-2xx)` : ''}`,
  );
}

const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();
const api = startApi(databaseUrl, port);
const apiLog = startApi(databaseUrl, logPort, { STOREDESK_SQL_LOG: sqlLog });
let hello;
try {
  await waitUp(base);
  await waitUp(logBase);
  const { token, storeId } = await login(base, 'Sparkle Home Services');
  const filters = await filterFor(client, storeId);
  // The hello-world sends what the list's page 1 sends, so only the request path differs.
  const page1 = await (await fetch(listUrl({}), { headers: { 'x-auth-token': token } })).text();
  hello = startHello(page1);
  await waitUp(`http://127.0.0.1:${helloPort}`, '/hello');
  console.log(`\nStoredesk request path on ${dbName}`);
  await helloFloor();
  await ratio('API/SQL page 1 unfiltered', token, listUrl({}), client);
  await ratio('API/SQL page 1 filtered', token, listUrl(filters), client);
  // As a browser asks: the answer compressed (brotli), which the client must also undo.
  await ratio('API/SQL page 1 unfiltered, br', token, listUrl({}), client, 'br');
  await ratio('API/SQL page 1 filtered, br', token, listUrl(filters), client, 'br');
  apiLog.kill('SIGTERM');
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' }).replace(/-/g, '/');
  const auth = { 'x-auth-token': token };
  for (const connections of [10, 50]) {
    await cannon('hello-world (same JSON as page 1)', `http://127.0.0.1:${helloPort}/hello`, connections);
    await cannon('GET store/order/all page 1', listUrl({}), connections, auth);
    await cannon('GET store/order/all page 1 filtered', listUrl(filters), connections, auth);
    await cannon(
      'GET analytics/dashboard (today)',
      `${base}/api/analytics/dashboard?date=${today}`,
      connections,
      auth,
    );
  }
} finally {
  api.kill('SIGTERM');
  apiLog.kill('SIGTERM');
  hello?.child.kill('SIGTERM');
  if (hello) rmSync(hello.file, { force: true });
  rmSync(sqlLog, { force: true });
  await client.end();
}
