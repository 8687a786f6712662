#!/usr/bin/env node
// Benchmark (figures, never pass/fail): time and peak memory of one large report. Starts api/dist/server.js on the
// bench database (seeded by run.mjs; this script only reads it, apart from the login the server records), picks
// the period of the newest whole days holding about --rows bookings (default 100000) of the admin's store, and
// downloads GET report/bookings/list for it. Prints the time to the first byte, the total time, the file size,
// the row count asked for and the server's resident memory before and at its peak (VmHWM of /proc/<pid>/status).
// Options: --rows N, --db NAME (default storedesk_bench_1000000), --report type/subtype (default bookings/list).
// Needs PostgreSQL (BENCH_PG, default postgres://postgres@127.0.0.1:5432) and `pnpm --filter @storedesk/api build`.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

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

function startServer() {
  return spawn(process.execPath, [path.join(root, 'api', 'dist', 'server.js')], {
    cwd: path.join(root, 'api'),
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: port,
      STATIC_SITES: '[]',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

async function waitUp() {
  for (let i = 0; i < 240; i += 1) {
    try {
      if ((await fetch(`${base}/api/docs/json`)).ok) return;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

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

const child = startServer();
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
} finally {
  child.kill('SIGTERM');
}
