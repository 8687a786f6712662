import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { runCommand, runPool } from './run-pool.mjs';

const logDir = mkdtempSync(path.join(os.tmpdir(), 'run-pool-test-'));
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A task that records when it ran and how many tasks ran beside it. */
function timed(name, ms, running, seen, extra = {}) {
  return {
    name,
    ...extra,
    async run() {
      running.count += 1;
      seen.push({ name, beside: running.count, at: Date.now() });
      await sleep(ms);
      running.count -= 1;
      return { passed: 1, failed: 0 };
    },
  };
}

test('runs light tasks two at a time and a heavy one alone, after the task it waits for', async () => {
  const running = { count: 0 };
  const seen = [];
  const tasks = [
    timed('a', 200, running, seen),
    timed('b', 50, running, seen),
    timed('build', 50, running, seen, { weight: 2 }),
    timed('e2e', 50, running, seen, { weight: 2, after: 'build' }),
    timed('c', 50, running, seen),
  ];
  const results = await runPool(tasks, { cores: 2, logDir });
  assert.equal(results.size, 5);
  assert.deepEqual(
    seen.map((s) => s.name),
    ['a', 'b', 'c', 'build', 'e2e'],
    'c goes ahead of the heavy build, which waits for both cores',
  );
  assert.equal(Math.max(...seen.map((s) => s.beside)), 2);
  for (const heavy of ['build', 'e2e']) assert.equal(seen.find((s) => s.name === heavy).beside, 1);
});

test('a task that throws counts as one failure and the others still run', async () => {
  const results = await runPool(
    [
      { name: 'broken', run: async () => Promise.reject(new Error('boom')) },
      { name: 'fine', run: async () => ({ passed: 3, failed: 0 }) },
    ],
    { cores: 2, logDir },
  );
  assert.equal(results.get('broken').failed, 1);
  assert.equal(results.get('fine').passed, 3);
});

test("a command's exit code comes back, even when it leaves a process holding its output", async () => {
  const chunks = [];
  const log = (chunk) => chunks.push(String(chunk));
  assert.equal(await runCommand('sh', ['-c', 'echo hi; exit 3'], { cwd: logDir, log }), 3);
  assert.match(chunks.join(''), /hi/);
  const began = Date.now();
  const code = await runCommand('sh', ['-c', '(sleep 30 &) ; exit 0'], { cwd: logDir, log });
  assert.equal(code, 0);
  assert.ok(Date.now() - began < 15000);
});
