// The circle check fails on a new circle, type-only imports included, and passes once it is gone.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';

const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'check-cycles.mjs');
const run = (dir) => spawnSync('node', [script, dir], { encoding: 'utf8' });

test('a type-only circle between two files fails the check, naming both', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cycles-'));
  try {
    writeFileSync(path.join(dir, 'a.ts'), "import type { B } from './b';\nexport interface A { b?: B }\n");
    writeFileSync(path.join(dir, 'b.ts'), "import type { A } from './a';\nexport interface B { a?: A }\n");
    const circle = run(dir);
    assert.equal(circle.status, 1);
    assert.match(circle.stderr, /a\.ts <-> b\.ts|b\.ts <-> a\.ts/);

    writeFileSync(path.join(dir, 'b.ts'), 'export interface B { n: number }\n');
    const fixed = run(dir);
    assert.equal(fixed.status, 0, fixed.stderr);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
