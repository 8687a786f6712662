// The lint zones fail on a new crossing: each case lints a scratch import at a path inside the zone (the file need
// not exist) and expects the restricted-imports error; the allowed neighbour passes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root });

async function restricted(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

test('a feature importing another feature of its remote fails; through features/shared it passes', async () => {
  const cross = await restricted(
    'mfe-bookings/src/features/new-booking/api/scratch.ts',
    "import { x } from '../../orders/api/x';\nexport const y = x;\n",
  );
  assert.equal(cross.length, 1);
  assert.match(cross[0], /features\/shared/);
  const deep = await restricted(
    'mfe-customers-marketing/src/features/customers/a/b/scratch.tsx',
    "import { x } from '../../../customer-form/x';\nexport const y = x;\n",
  );
  assert.equal(deep.length, 1);
  const shared = await restricted(
    'mfe-bookings/src/features/new-booking/api/scratch.ts',
    "import { x } from '../../shared/x';\nimport { z } from '../model/z';\nexport const y = [x, z];\n",
  );
  assert.deepEqual(shared, []);
});

test('every mfe-* remote gets the feature zones (read from the folders, not listed)', async () => {
  const cross = await restricted(
    'mfe-contracts-payments/src/features/payments/scratch.ts',
    "import { x } from '../master-contracts/x';\nexport const y = x;\n",
  );
  assert.equal(cross.length, 1);
});

test('an API layer importing routes/ fails; routes importing the layer passes', async () => {
  for (const layer of ['http', 'db', 'payments', 'push', 'auth']) {
    const found = await restricted(
      `api/src/${layer}/scratch.ts`,
      "import { x } from '../routes/orders/x';\nexport const y = x;\n",
    );
    assert.equal(found.length, 1, layer);
    assert.match(found[0], /never import routes/);
  }
  const ok = await restricted(
    'api/src/routes/orders/scratch.ts',
    "import { x } from '../../db/x';\nexport const y = x;\n",
  );
  assert.deepEqual(ok, []);
});
