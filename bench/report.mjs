#!/usr/bin/env node
// Benchmark (figures, never pass/fail): time and peak memory of one large report. Starts api/dist/server.js on the
// bench database (seeded by run.mjs; this script only reads it, apart from the login the server records), picks
// the period of the newest whole days holding about --rows bookings (default 100000) of the admin's store, and
// downloads GET report/bookings/list for it. Prints the time to the first byte, the total time, the file size,
// the row count asked for and the server's resident memory before and at its peak (VmHWM of /proc/<pid>/status).
// Then, for bookings/list, the same report written by the API's code in a child process of its own (bench/
// report-child.ts, bundled with esbuild into api/dist): its time and peak memory without the HTTP server around it.
// Options: --rows N, --db NAME (default storedesk_bench_1000000), --report type/subtype (default bookings/list).
// Needs PostgreSQL (BENCH_PG, default postgres://postgres@127.0.0.1:5432) and `pnpm --filter @storedesk/api build`.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startApi, waitUp as waitUpAt } from './lib.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const targetRows = Number(arg('rows', '100000'));
const dbName = arg('db', 'storedesk_bench_1000000');
const report = arg('report', 'bookings/list');
const server = process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432';
const databaseUrl = `${server}/${dbName}`;
const port = process.env.BENCH_REPORT_PORT ?? '18191';
const base = `http://127.0.0.1:${port}`;
const email = 'admin@demo.storedesk.test';

const startServer = () => startApi(databaseUrl, port);
const waitUp = () => waitUpAt(base);

/** Resident memory of a process in MB: 'VmRSS' now, 'VmHWM' the peak so far (Linux). */
function memoryMb(pid, field) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${field}:`));
  return line ? Number(line.replace(/\D+/g, '')) / 1024 : NaN;
}

async function loginAsAdmin() {
  const access = await fetch(`${base}/api/employee/store_access/byEmail?email=${encodeURIComponent(email)}`);
  const storeId = (await access.json()).data[0].store_id._id;
  const res = await fetch(`${base}/api/employee/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'storedesk-demo', store_id: storeId }),
  });
  if (!res.ok) throw new Error(`login ${res.status}`);
  return { token: (await res.json()).token, storeId };
}

/**
 * The newest whole days (ending yesterday in the store's zone, so no day is in the future) whose bookings add up
 * to at least `rows`. Read-only: one aggregate over the store's bookings per day.
 */
async function pickPeriod(storeId, rows) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('SET default_transaction_read_only = on');
    const { rows: days } = await client.query(
      `SELECT (b.created_at AT TIME ZONE s.store_timezone)::date::text AS day, count(*)::int AS n
         FROM bookings b JOIN stores s ON s.id = b.store_id
        WHERE b.store_id = $1
          AND (b.created_at AT TIME ZONE s.store_timezone)::date < (now() AT TIME ZONE s.store_timezone)::date
        GROUP BY 1 ORDER BY 1 DESC`,
      [storeId],
    );
    let total = 0;
    for (const { day, n } of days) {
      total += n;
      if (total >= rows) return { from: day, to: days[0].day, total };
    }
    if (days.length === 0) throw new Error('no bookings before today');
    return { from: days[days.length - 1].day, to: days[0].day, total };
  } finally {
    await client.end();
  }
}

/** bench/report-child.ts bundled next to the API's bundle, so its packages resolve from api/node_modules. */
async function bundleChild() {
  const require = createRequire(path.join(root, 'api', 'package.json'));
  const { build } = require('esbuild');
  const pkg = JSON.parse(readFileSync(path.join(root, 'api', 'package.json'), 'utf8'));
  const bundled = new Set(['@storedesk/shared', 'typebox']);
  const outfile = path.join(root, 'api', 'dist', 'bench-report-child.js');
  await build({
    entryPoints: [path.join(root, 'bench', 'report-child.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    external: Object.keys({ ...pkg.dependencies, ...pkg.devDependencies })
      .filter((name) => !bundled.has(name))
      .flatMap((name) => [name, `${name}/*`]),
    logLevel: 'warning',
  });
  return outfile;
}

async function reportInChild(storeId, period) {
  const entry = await bundleChild();
  const file = path.join(os.tmpdir(), `storedesk-report-${process.pid}.xlsx`);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query('SELECT store_timezone FROM stores WHERE id = $1', [storeId]);
  await client.end();
  const timeZone = rows[0].store_timezone;
  const input = { databaseUrl, file, storeId, timeZone, fromDate: period.from, toDate: period.to };
  const started = performance.now();
  const result = spawnSync(process.execPath, [entry, JSON.stringify(input)], { encoding: 'utf8' });
  const seconds = (performance.now() - started) / 1000;
  rmSync(file, { force: true });
  if (result.status !== 0) throw new Error(`report child failed: ${result.stderr}`);
  const { startMb, peakMb } = JSON.parse(result.stdout.trim().split('\n').pop());
  console.log(
    `child process: total ${seconds.toFixed(2)} s (with start-up), RSS at start ${startMb.toFixed(0)} MB, peak ${peakMb.toFixed(0)} MB`,
  );
}

const child = startServer();
let measured;
try {
  await waitUp();
  const { token, storeId } = await loginAsAdmin();
  const period = await pickPeriod(storeId, targetRows);
  const rssBefore = memoryMb(child.pid, 'VmRSS');
  const started = performance.now();
  const res = await fetch(`${base}/api/report/${report}?from_date=${period.from}&to_date=${period.to}`, {
    headers: { 'x-auth-token': token },
  });
  if (!res.ok) throw new Error(`report ${res.status} ${await res.text()}`);
  const firstByte = performance.now() - started;
  let bytes = 0;
  for await (const chunk of res.body) bytes += chunk.length;
  const total = performance.now() - started;
  const peak = memoryMb(child.pid, 'VmHWM');
  console.log(`\nStoredesk report benchmark on ${dbName}: GET report/${report}`);
  console.log(`period ${period.from} .. ${period.to}: ${period.total} bookings`);
  console.log(`file ${(bytes / 1024 / 1024).toFixed(1)} MB (${res.headers.get('content-disposition')})`);
  console.log(`time to first byte ${firstByte.toFixed(0)} ms, total ${(total / 1000).toFixed(2)} s`);
  console.log(`server RSS before ${rssBefore.toFixed(0)} MB, peak ${peak.toFixed(0)} MB`);
  measured = { storeId, period };
} finally {
  child.kill('SIGTERM');
}
if (report === 'bookings/list' && measured) await reportInChild(measured.storeId, measured.period);
