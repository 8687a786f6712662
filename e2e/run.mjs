#!/usr/bin/env node
// Starts the app as README command 1 does (on a throw-away data folder and port, reusing the build), runs the
// browser tests against it in Debian's Chromium, and stops it. Usage: node e2e/run.mjs [tap-output-file]
// E2E_ONLY=customers,blog runs only the test files whose names start with those words.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterRetry, filesDeclaring, nameOf, tapResults } from './retry-failed.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const port = process.env.E2E_PORT ?? '18080';
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'storedesk-e2e-'));
const tapFile = process.argv[2] ?? path.join(dataDir, 'e2e.tap');
const only = (process.env.E2E_ONLY ?? '').split(',').filter(Boolean);

// Payment links go to a loopback Razorpay-compatible fake; the tests sign webhooks with the same secret.
// Its own process: this one blocks in spawnSync while the tests run.
const providerPort = String(Number(port) + 1);
const paymentProvider = spawn(
  process.execPath,
  [path.join(here, 'fake-payment-provider.mjs'), providerPort],
  {
    stdio: ['ignore', 'inherit', 'inherit'],
  },
);
const paymentEnv = {
  PAYMENT_PROVIDER_URL: `http://127.0.0.1:${providerPort}`,
  PAYMENT_PROVIDER_KEY_ID: 'rzp_test_e2e',
  PAYMENT_PROVIDER_KEY_SECRET: 'e2e-key-secret',
  PAYMENT_WEBHOOK_SECRET: 'e2e-webhook-secret',
};

const server = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs'), '--no-build'], {
  // Every test signs in from 127.0.0.1: lift the per-address login limits (the per-account one stays).
  env: {
    ...process.env,
    PORT: port,
    DATA_DIR: path.join(dataDir, 'pglite'),
    DATABASE_URL: '',
    LOGIN_RATE_LIMIT_PER_ADDRESS: '1000',
    LOOKUP_RATE_LIMIT_PER_ADDRESS: '1000',
    ...paymentEnv,
  },
  stdio: ['ignore', 'inherit', 'inherit'],
  detached: true,
});

async function waitForServer() {
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/docs/json`);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    if (server.exitCode !== null) throw new Error(`the app exited with ${server.exitCode}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the app did not start within 5 minutes');
}

/** Runs the given test files in Chromium against the app; TAP to `tap`, the spec report to stdout. */
function runTests(files, tap) {
  return spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '--test',
      '--test-concurrency=1',
      '--test-reporter=tap',
      `--test-reporter-destination=${tap}`,
      '--test-reporter=spec',
      '--test-reporter-destination=stdout',
      ...files,
    ],
    {
      cwd: here,
      stdio: 'inherit',
      env: { ...process.env, ...paymentEnv, E2E_BASE_URL: `http://127.0.0.1:${port}` },
    },
  ).status;
}

let code = 1;
try {
  await waitForServer();
  // Node 20's --test finds only .js files in a folder, so the TypeScript test files are named one by one.
  const files = readdirSync(path.join(here, 'tests'))
    .filter((name) => name.endsWith('.test.ts'))
    .filter((name) => !only.length || only.some((word) => name.startsWith(word)))
    .map((name) => path.join('tests', name));
  code = runTests(files, tapFile) ?? 1;
  const first = existsSync(tapFile) ? tapResults(readFileSync(tapFile, 'utf8')) : [];
  const failedNames = first.filter((r) => !r.passed).map((r) => nameOf(r.key));
  let summary = { passed: first.filter((r) => r.passed).length, failed: failedNames.length, recovered: [] };
  const again = filesDeclaring(
    failedNames,
    files.map((file) => path.join(here, file)),
  );
  if (failedNames.length && again.length) {
    console.log(`\n=== Running again, once: ${again.map((file) => path.basename(file)).join(', ')}`);
    const retryTap = `${tapFile}.retry`;
    runTests(again, retryTap);
    summary = afterRetry(first, existsSync(retryTap) ? tapResults(readFileSync(retryTap, 'utf8')) : []);
    for (const name of summary.recovered) console.log(`PASSED ONLY ON THE SECOND TRY (flaky): ${name}`);
  }
  writeFileSync(`${tapFile}.json`, JSON.stringify(summary));
  if (code !== 0 && summary.failed === 0 && summary.recovered.length) code = 0;
} catch (error) {
  console.error(error);
} finally {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // already gone
  }
  paymentProvider.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 1000));
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(code);
