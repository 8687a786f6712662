#!/usr/bin/env node
// README command 2 (after install): every suite in turn, then one line with the totals of all suites.
// Lint and typecheck count as one check each. The API suite runs on embedded PGlite and, when DATABASE_URL is
// set, again on that PostgreSQL server. Browser tests need Debian's chromium; it is installed when missing.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tmp = mkdtempSync(path.join(os.tmpdir(), 'storedesk-test-'));
const results = [];

function exec(cmd, args, { cwd = root, env = {} } = {}) {
  const result = spawnSync(cmd, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

// Seconds since the suite started, printed in the summary so a slow suite shows which one it is.
const since = (start) => Math.round((Date.now() - start) / 1000);

function check(name, cmd, args, options) {
  console.log(`\n=== ${name}`);
  const start = Date.now();
  const ok = exec(cmd, args, options) === 0;
  results.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1, seconds: since(start) });
}

function jestSuite(name, pkgDir, env = {}, extraArgs = []) {
  console.log(`\n=== ${name}`);
  const out = path.join(tmp, `${name.replace(/\W+/g, '-')}.json`);
  const start = Date.now();
  const code = exec('npx', ['jest', '--ci', '--json', `--outputFile=${out}`, ...extraArgs], {
    cwd: path.join(root, pkgDir),
    env,
  });
  let passed = 0;
  let failed = 0;
  if (existsSync(out)) {
    const report = JSON.parse(readFileSync(out, 'utf8'));
    passed = report.numPassedTests;
    failed = report.numFailedTests + report.numRuntimeErrorTestSuites;
  }
  if (code !== 0 && failed === 0) failed = 1; // the runner itself failed (config error, no tests found ...)
  results.push({ name, passed, failed, seconds: since(start) });
}

function ensureChromium() {
  if (existsSync('/usr/bin/chromium')) return true;
  console.log('\n=== Installing Debian chromium for the browser tests');
  exec('sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium']);
  return existsSync('/usr/bin/chromium');
}

const apiEnvPglite = { DATABASE_URL: '' };
check('lint', 'npx', ['eslint', '.', '--max-warnings=1000']);
check('typecheck', 'npx', ['-y', 'pnpm@10', '-r', '--workspace-concurrency=1', 'run', 'typecheck']);
jestSuite('shared', 'shared');
jestSuite('host', 'host');
// Every remote folder (mfe-*), so a new area's suite runs without being listed here.
for (const dir of readdirSync(root)
  .filter((name) => name.startsWith('mfe-'))
  .sort()) {
  // Two workers: jest's default on two cores is one, and the screen suites are most of the run's time.
  if (existsSync(path.join(root, dir, 'jest.config.cjs'))) jestSuite(dir, dir, {}, ['--maxWorkers=2']);
}
// `pnpm new-area` in a scratch copy: the command, the new area's app test, production build and typecheck.
check('new area (scratch)', 'node', ['scripts/check-new-area.mjs']);
jestSuite('api (PGlite)', 'api', apiEnvPglite, ['--runInBand']);
if (process.env.DATABASE_URL) jestSuite('api (PostgreSQL)', 'api', {}, ['--runInBand']);

if (ensureChromium()) {
  console.log('\n=== build for the browser tests');
  const buildStart = Date.now();
  const built = exec('npx', ['-y', 'pnpm@10', 'run', 'build']) === 0;
  if (built) {
    results.push({ name: 'build', passed: 0, failed: 0, seconds: since(buildStart) });
    console.log('\n=== e2e (Chromium)');
    const e2eStart = Date.now();
    const out = path.join(tmp, 'e2e.tap');
    const code = exec('node', ['e2e/run.mjs', out], { env: apiEnvPglite });
    const tap = existsSync(out) ? readFileSync(out, 'utf8') : '';
    const passed = Number(/^# pass (\d+)/m.exec(tap)?.[1] ?? 0);
    let failed = Number(/^# fail (\d+)/m.exec(tap)?.[1] ?? 0);
    if ((code !== 0 || passed === 0) && failed === 0) failed = 1; // a run that ran nothing proves nothing
    results.push({ name: 'e2e', passed, failed, seconds: since(e2eStart) });
  } else {
    results.push({ name: 'build', passed: 0, failed: 1, seconds: since(buildStart) });
  }
} else {
  console.log('chromium could not be installed: the browser tests count as failed');
  results.push({ name: 'e2e (no chromium)', passed: 0, failed: 1 });
}

rmSync(tmp, { recursive: true, force: true });
console.log('\n=== Summary');
for (const r of results) {
  const time = r.seconds === undefined ? '' : `  (${r.seconds} s)`;
  console.log(`${r.name.padEnd(24)} ${r.passed} passed, ${r.failed} failed${time}`);
}
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
