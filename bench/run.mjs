#!/usr/bin/env node
// Benchmark (figures, never pass/fail), every step in one run: seeds --bookings bookings (default 1,000,000) and
// tops the main store up to --customers customers (default 200,000) on PostgreSQL, then prints p50/p99 of
// GET analytics/dashboard and POST employee/login and the bytes of JavaScript Chromium receives before login and at
// the dashboard (unless --no-browser); then runs bookings.mjs (lists, keywords, filters, day-wise, then report.mjs)
// and load.mjs (API/SQL ratio, autocannon). Every step starts the API with the same lifted login limits (lib.mjs).
// Options: --db NAME (default storedesk_bench_<bookings>), --reuse (keep an already seeded database), --drop (drop
// it at the end), --requests N (default 300), --no-browser. BENCH_API_DIST runs another build of the API (e.g. the
// code before a change) against the same database. Needs PostgreSQL (BENCH_PG) and a build.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { chromium } from 'playwright-core';
import { prepareDeployment } from '../scripts/deployment.mjs';
import { arg as argOf, BENCH_LOGIN_LIMITS, topUpCustomers } from './lib.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = argOf;
const bookings = Number(arg('bookings', '1000000'));
const requests = Number(arg('requests', '300'));
const reuse = process.argv.includes('--reuse');
const server = process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432';
const dbName = arg('db', `storedesk_bench_${bookings}`);
const customerTarget = Number(arg('customers', '200000'));
const noBrowser = process.argv.includes('--no-browser');
const databaseUrl = `${server}/${dbName}`;
const port = process.env.BENCH_PORT ?? '18190';
const base = `http://127.0.0.1:${port}`;

async function prepareDatabase() {
  const admin = new pg.Client({ connectionString: `${server}/postgres` });
  await admin.connect();
  const exists = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [dbName])).rowCount > 0;
  if (exists && !reuse) await admin.query(`DROP DATABASE ${dbName} WITH (FORCE)`);
  if (!exists || !reuse) await admin.query(`CREATE DATABASE ${dbName}`);
  await admin.end();
  if (exists && reuse) {
    console.log(`reusing ${dbName}`);
    return topUp();
  }
  console.log(`seeding ${bookings} bookings into ${dbName} ...`);
  const started = Date.now();
  const result = spawnSync(
    'npx',
    ['-y', 'pnpm@10', '--filter', '@storedesk/api', 'run', 'seed', '--bookings', String(bookings)],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, DATABASE_URL: databaseUrl },
    },
  );
  if (result.status !== 0) throw new Error('seed failed');
  console.log(`seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await topUp();
}

/** The main store topped up to --customers customers, then statistics and visibility maps current. */
async function topUp() {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await topUpCustomers(client, 'Sparkle Home Services', customerTarget);
  await client.query('VACUUM ANALYZE');
  await client.end();
}

function startServer() {
  const { staticSites: sites } = noBrowser ? { staticSites: [] } : prepareDeployment(root);
  const dist = process.env.BENCH_API_DIST ?? path.join(root, 'api', 'dist');
  return spawn(process.execPath, [path.join(dist, 'server.js')], {
    cwd: path.dirname(dist),
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: port,
      STATIC_SITES: JSON.stringify(sites),
      ...BENCH_LOGIN_LIMITS,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

async function waitUp() {
  for (let i = 0; i < 1200; i += 1) {
    try {
      if ((await fetch(`${base}/api/docs/json`)).ok) return;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
async function measure(label, n, fn) {
  for (let i = 0; i < Math.min(20, n); i += 1) await fn(i); // warm-up
  const times = [];
  for (let i = 0; i < n; i += 1) {
    const t = performance.now();
    await fn(i);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  console.log(
    `${label.padEnd(34)} n=${n}  p50 ${percentile(times, 50).toFixed(1)} ms  p99 ${percentile(times, 99).toFixed(1)} ms`,
  );
}

async function storeIdFor(email) {
  const res = await fetch(`${base}/api/employee/store_access/byEmail?email=${encodeURIComponent(email)}`);
  return (await res.json()).data[0].store_id._id;
}

async function login(email, storeId) {
  const res = await fetch(`${base}/api/employee/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'storedesk-demo', store_id: storeId }),
  });
  if (!res.ok) throw new Error(`login ${res.status}`);
  return (await res.json()).token;
}

async function jsBytes() {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
    ],
  });
  const page = await browser.newPage();
  // Bytes as the browser receives them (compressed as served, headers included), not compressed here afterwards.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const scripts = new Set();
  let total = 0;
  let files = 0;
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    if (type === 'Script' || response.url.endsWith('.js')) scripts.add(requestId);
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    if (!scripts.has(requestId)) return;
    total += encodedDataLength;
    files += 1;
  });
  await page.goto(`${base}/login`, { waitUntil: 'networkidle' });
  const beforeLogin = { total, files };
  await page.getByLabel(/e-?mail/i).fill('admin@demo.storedesk.test');
  await page.keyboard.press('Enter');
  await page.getByLabel(/password/i).fill('storedesk-demo');
  await page.keyboard.press('Enter');
  await page.waitForURL('**/dashboard');
  await page.locator('canvas').first().waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  await browser.close();
  return { beforeLogin, atDashboard: { total, files } };
}

const load = () => spawnSync('uptime', { encoding: 'utf8' }).stdout.trim();
console.log(`machine: ${load()}`);
await prepareDatabase();
const child = startServer();
try {
  await waitUp();
  const email = 'admin@demo.storedesk.test';
  const storeId = await storeIdFor(email);
  const token = await login(email, storeId);
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' }).replace(/-/g, '/');
  const days = Array.from({ length: 30 }, (_, i) =>
    new Date(Date.now() - i * 86_400_000)
      .toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' })
      .replace(/-/g, '/'),
  );
  console.log(`\nStoredesk benchmark: ${bookings} bookings on PostgreSQL`);
  await measure('GET analytics/dashboard (today)', requests, async () => {
    const res = await fetch(`${base}/api/analytics/dashboard?date=${today}`, {
      headers: { 'x-auth-token': token },
    });
    if (!res.ok) throw new Error(`dashboard ${res.status}`);
    await res.arrayBuffer();
  });
  await measure('GET analytics/dashboard (30 days)', requests, async (i) => {
    const res = await fetch(`${base}/api/analytics/dashboard?date=${days[i % days.length]}`, {
      headers: { 'x-auth-token': token },
    });
    if (!res.ok) throw new Error(`dashboard ${res.status}`);
    await res.arrayBuffer();
  });
  await measure('POST employee/login', Math.min(requests, 100), async () => {
    await login(email, storeId);
  });
  if (!noBrowser) {
    const js = await jsBytes();
    console.log(
      `JS before login (as received)     ${(js.beforeLogin.total / 1024).toFixed(1)} KB in ${js.beforeLogin.files} files`,
    );
    console.log(
      `JS at the dashboard (as received) ${(js.atDashboard.total / 1024).toFixed(1)} KB in ${js.atDashboard.files} files`,
    );
  }
} finally {
  child.kill('SIGTERM');
}

// The other steps, each with its own API process (same environment), one after the other.
let failed = false;
for (const step of [
  ['bookings.mjs', '--db', dbName],
  ['load.mjs', '--db', dbName],
]) {
  console.log(`\nmachine: ${load()}`);
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'bench', ...step.slice(0, 1)), ...step.slice(1)],
    {
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) {
    failed = true;
    console.error(`${step[0]} failed (${result.status})`);
  }
}
console.log(`\nmachine: ${load()}`);
if (process.argv.includes('--drop')) {
  const admin = new pg.Client({ connectionString: `${server}/postgres` });
  await admin.connect();
  await admin.query(`DROP DATABASE ${dbName} WITH (FORCE)`);
  await admin.end();
  console.log(`dropped ${dbName}`);
}
if (failed) process.exitCode = 1;
