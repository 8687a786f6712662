#!/usr/bin/env node
// README command 2 (after install): every suite, then one line with the totals of all suites.
// Lint and typecheck count as one check each. The API suite runs on embedded PGlite and, when DATABASE_URL is
// set, again on that PostgreSQL server. Browser tests need Debian's chromium; it is installed when missing.
//
// Suites run side by side on the machine's cores (run-pool.mjs): most of them keep one core busy (tsc, eslint,
// jest in one worker, the API suite in band), so two at a time halve the wait on two cores. The production
// build and the browser tests use every core and run alone. Each suite's output is printed whole when it ends.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCommand, runPool } from './run-pool.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tmp = mkdtempSync(path.join(os.tmpdir(), 'storedesk-test-'));
const cores = Math.max(2, os.availableParallelism?.() ?? os.cpus().length);

/** A command that passes or fails as a whole. */
const check = (name, cmd, args, options = {}) => ({
  name,
  weight: options.weight ?? 1,
  after: options.after,
  async run(log) {
    const code = await runCommand(cmd, args, { cwd: root, log, env: options.env });
    return { passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1 };
  },
});

/** A jest suite, counted test by test from its JSON report. */
const jestSuite = (name, pkgDir, { env = {}, args = [], weight = 1 } = {}) => ({
  name,
  weight,
  async run(log) {
    const out = path.join(tmp, `${name.replace(/\W+/g, '-')}.json`);
    const code = await runCommand('npx', ['jest', '--ci', '--json', `--outputFile=${out}`, ...args], {
      cwd: path.join(root, pkgDir),
      env,
      log,
    });
    let passed = 0;
    let failed = 0;
    if (existsSync(out)) {
      const report = JSON.parse(readFileSync(out, 'utf8'));
      passed = report.numPassedTests;
      failed = report.numFailedTests + report.numRuntimeErrorTestSuites;
    }
    if (code !== 0 && failed === 0) failed = 1; // the runner itself failed (config error, no tests found ...)
    return { passed, failed };
  },
});

async function ensureChromium(log) {
  if (existsSync('/usr/bin/chromium')) return true;
  log('Installing Debian chromium for the browser tests\n');
  await runCommand(
    'sh',
    ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium'],
    { cwd: root, log },
  );
  return existsSync('/usr/bin/chromium');
}

const apiEnvPglite = { DATABASE_URL: '' };
// One worker each: the pool runs two suites at once instead.
const oneWorker = ['--maxWorkers=1'];
const remotes = readdirSync(root)
  .filter((name) => name.startsWith('mfe-') && existsSync(path.join(root, name, 'jest.config.cjs')))
  .sort();

const tasks = [
  // The longest first, so the short ones fill the other core around them.
  jestSuite('api (PGlite)', 'api', { env: apiEnvPglite, args: ['--runInBand'] }),
  ...(process.env.DATABASE_URL ? [jestSuite('api (PostgreSQL)', 'api', { args: ['--runInBand'] })] : []),
  jestSuite('shared', 'shared', { args: oneWorker }),
  // Every remote folder (mfe-*), so a new area's suite runs without being listed here.
  ...remotes.map((dir) => jestSuite(dir, dir, { args: oneWorker })),
  check('typecheck', 'npx', ['-y', 'pnpm@10', '-r', '--workspace-concurrency=1', 'run', 'typecheck']),
  jestSuite('host', 'host', { args: oneWorker }),
  check('lint', 'npx', ['eslint', '.', '--max-warnings=1000']),
  // `pnpm new-area` in a scratch copy: the command, the new area's app test, production build and typecheck.
  check('new area (scratch)', 'node', ['scripts/check-new-area.mjs']),
  check('import circles', 'node', ['scripts/check-cycles.mjs']),
  check('scripts (lint shape, circles, pool, e2e retry)', 'node', [
    '--test',
    'e2e/retry-failed.test.mjs',
    'scripts/check-cycles.test.mjs',
    'scripts/lint-shape.test.mjs',
    'scripts/run-pool.test.mjs',
  ]),
  {
    name: 'build',
    weight: cores,
    async run(log) {
      const code = await runCommand('npx', ['-y', 'pnpm@10', 'run', 'build'], { cwd: root, log });
      return { passed: 0, failed: code === 0 ? 0 : 1 };
    },
  },
  {
    name: 'e2e',
    weight: cores,
    after: 'build',
    async run(log, results) {
      if (results.get('build')?.failed) return { passed: 0, failed: 1, note: 'not run: the build failed' };
      if (!(await ensureChromium(log))) {
        log('chromium could not be installed: the browser tests count as failed\n');
        return { passed: 0, failed: 1 };
      }
      const out = path.join(tmp, 'e2e.tap');
      const code = await runCommand('node', ['e2e/run.mjs', out], { cwd: root, env: apiEnvPglite, log });
      // run.mjs counts after running a failed test's file once more (e2e/retry-failed.mjs).
      const counted = existsSync(`${out}.json`) ? JSON.parse(readFileSync(`${out}.json`, 'utf8')) : null;
      const passed = counted?.passed ?? 0;
      let failed = counted?.failed ?? 0;
      if ((code !== 0 || passed === 0) && failed === 0) failed = 1; // a run that ran nothing proves nothing
      const note = counted?.recovered.length
        ? `flaky, passed on the second try: ${counted.recovered.join('; ')}`
        : undefined;
      return { passed, failed, note };
    },
  },
];

const started = Date.now();
const results = await runPool(tasks, { cores, logDir: tmp });
rmSync(tmp, { recursive: true, force: true });

console.log(`\n=== Summary (${Math.round((Date.now() - started) / 1000)} s in all, ${cores} cores)`);
for (const task of tasks) {
  const r = results.get(task.name);
  const time = r.seconds === undefined ? '' : `  (${r.seconds} s)`;
  console.log(`${task.name.padEnd(32)} ${r.passed} passed, ${r.failed} failed${time}`);
  if (r.note) console.log(`${''.padEnd(32)} ${r.note}`);
}
const all = [...results.values()];
const passed = all.reduce((sum, r) => sum + r.passed, 0);
const failed = all.reduce((sum, r) => sum + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
