import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { afterRetry, filesDeclaring, tapResults } from './retry-failed.mjs';

const tap = (lines) => `TAP version 13\n${lines.join('\n')}\n1..${lines.length}\n`;

test('results count subtests as `# pass` does, and read escaped names', () => {
  const results = tapResults(
    tap(['    ok 1 - ADMIN', '    not ok 2 - CSC', 'not ok 1 - the menu per role', 'ok 2 - sign in \\# 1']),
  );
  assert.deepEqual(results, [
    { key: '4|ADMIN', passed: true },
    { key: '4|CSC', passed: false },
    { key: '0|the menu per role', passed: false },
    { key: '0|sign in \\# 1', passed: true },
  ]);
});

test('a test that passes on the second try moves from failed to passed and is named; one failing twice stays failed', () => {
  const first = tapResults(tap(['ok 1 - a', 'not ok 2 - b', 'not ok 3 - c \\# 2']));
  const second = tapResults(tap(['ok 1 - b', 'not ok 2 - c \\# 2']));
  assert.deepEqual(afterRetry(first, second), { passed: 2, failed: 1, recovered: ['b'] });
  assert.deepEqual(afterRetry(first, []), { passed: 1, failed: 2, recovered: [] });
});

test('the files to run again are those that declare a failed test', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'retry-'));
  const one = path.join(dir, 'one.test.ts');
  const two = path.join(dir, 'two.test.ts');
  writeFileSync(one, "test('New customer group: a double click', ...)");
  writeFileSync(two, "test('Delete cart', ...)");
  assert.deepEqual(filesDeclaring(['New customer group: a double click'], [one, two]), [one]);
  assert.deepEqual(filesDeclaring(['nowhere'], [one, two]), []);
});
