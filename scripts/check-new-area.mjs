#!/usr/bin/env node
// Keeps `pnpm new-area` from rotting (run by scripts/test-all.mjs): in a scratch copy of the workspace's frame (root
// configs, shared/, the remotes' package.json and webpack.config.js), it makes an area, builds it for production,
// typechecks it and runs its app test; then it makes an area the registry already plans and runs its app test.
// The scratch areas borrow an existing remote's installed node_modules, so nothing is downloaded.
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const scratch = mkdtempSync(path.join(os.tmpdir(), 'storedesk-new-area-'));
const remotes = readdirSync(root).filter(
  (name) => name.startsWith('mfe-') && existsSync(path.join(root, name, 'node_modules')),
);
const donor = path.join(root, remotes[0], 'node_modules');

function copyFrame() {
  for (const file of ['package.json', 'pnpm-workspace.yaml', 'tsconfig.base.json', 'jest.base.cjs']) {
    cpSync(path.join(root, file), path.join(scratch, file));
  }
  for (const file of readdirSync(path.join(root, 'scripts')).filter((f) => f.startsWith('jest-'))) {
    cpSync(path.join(root, 'scripts', file), path.join(scratch, 'scripts', file));
  }
  cpSync(path.join(root, 'shared'), path.join(scratch, 'shared'), {
    recursive: true,
    filter: (from) => path.basename(from) !== 'node_modules',
  });
  symlinkSync(path.join(root, 'shared', 'node_modules'), path.join(scratch, 'shared', 'node_modules'));
  cpSync(path.join(root, 'host/public/remotes.json'), path.join(scratch, 'host/public/remotes.json'));
  for (const name of remotes) {
    for (const file of ['package.json', 'webpack.config.js']) {
      cpSync(path.join(root, name, file), path.join(scratch, name, file));
    }
  }
}

/** The area's node_modules: the donor remote's packages, with @storedesk/shared pointing at the scratch copy. */
function linkModules(areaDir) {
  const modules = path.join(areaDir, 'node_modules');
  mkdirSync(path.join(modules, '@storedesk'), { recursive: true });
  for (const entry of readdirSync(donor)) {
    if (entry !== '@storedesk') symlinkSync(path.join(donor, entry), path.join(modules, entry));
  }
  symlinkSync(path.join(scratch, 'shared'), path.join(modules, '@storedesk', 'shared'));
}

let failed = false;
function step(label, cmd, args, cwd) {
  const start = Date.now();
  const result = spawnSync(cmd, args, { cwd, stdio: 'inherit' });
  const seconds = ((Date.now() - start) / 1000).toFixed(1);
  console.log(`${result.status === 0 ? 'ok' : 'FAILED'}  ${label} (${seconds} s)`);
  if (result.status !== 0) failed = true;
  return result.status === 0;
}

function newArea(name) {
  return step(`pnpm new-area ${name}`, process.execPath, [
    path.join(root, 'scripts', 'new-area.mjs'),
    name,
    '--root',
    scratch,
    '--no-install',
  ]);
}

try {
  copyFrame();
  const started = Date.now();
  const area = path.join(scratch, 'mfe-scratch-area');
  const bin = (tool) => path.join(area, 'node_modules', '.bin', tool);
  if (newArea('scratch-area')) {
    linkModules(area);
    step('app test', bin('jest'), ['--ci'], area);
    console.log(`From the command to a green app test: ${((Date.now() - started) / 1000).toFixed(1)} s`);
    step('production build', bin('webpack'), ['--mode', 'production', '--stats', 'errors-warnings'], area);
    if (!existsSync(path.join(area, 'dist', 'mf-manifest.json'))) {
      console.log('FAILED  the build wrote no dist/mf-manifest.json');
      failed = true;
    }
    step('typecheck', bin('tsc'), ['-p', 'tsconfig.json'], area);
  }

  // An area the registry already plans (catalogue, settings ...): its routes are listed as not built yet, and its
  // app test is green.
  const registry = readFileSync(path.join(scratch, 'shared/src/navigation/registry.ts'), 'utf8');
  const plannedName = [...registry.matchAll(/name: 'mfe_([a-z_]+)'/g)]
    .map((m) => m[1].replace(/_/g, '-'))
    .find((name) => !existsSync(path.join(root, `mfe-${name}`)) && name !== 'scratch-area');
  if (!plannedName) console.log('skipped  a planned area: every area in the registry is built');
  else if (newArea(plannedName)) {
    const planned = path.join(scratch, `mfe-${plannedName}`);
    linkModules(planned);
    step('app test of a planned area', bin('jest'), ['--ci'], planned);
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
