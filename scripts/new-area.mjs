#!/usr/bin/env node
// `pnpm new-area <name>`: a new area (remote) `mfe-<name>/` on the remote kit's presets, with its registry entry,
// its dev port in the host's remotes.json, and `pnpm install` so the workspace and lockfile list it. The new area
// builds, runs standalone (`pnpm --filter @storedesk/mfe-<name> dev`) and passes its app test before its first
// screen; README "Adding an area" says what comes next.
// Flags: --root DIR (another workspace copy, for scripts/check-new-area.mjs), --no-install (skip pnpm install).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { areaFiles } from './new-area/area-files.mjs';

const args = process.argv.slice(2);
const flag = (name) => {
  const at = args.indexOf(name);
  return at === -1 ? undefined : args.splice(at, 2)[1];
};
const rootArg = flag('--root');
const install = !args.includes('--no-install');
const [area] = args.filter((arg) => !arg.startsWith('--'));
const root = path.resolve(rootArg ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));

function fail(message) {
  console.error(`new-area: ${message}`);
  process.exit(1);
}

if (!area || !/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(area)) {
  fail('give the area a lower-case name of letters, digits and dashes, e.g. `pnpm new-area catalogue`.');
}
const dir = `mfe-${area}`;
const remote = dir.replace(/-/g, '_');
const basePath = `/${area}`;
const areaDir = path.join(root, dir);
if (existsSync(areaDir)) fail(`${dir}/ exists already.`);

const read = (file) => readFileSync(path.join(root, file), 'utf8');
const remoteDirs = readdirSync(root)
  .filter((name) => name.startsWith('mfe-') && existsSync(path.join(root, name, 'package.json')))
  .sort();
if (remoteDirs.length === 0) fail('no mfe-* folder to take the dependencies from.');

/** The dependencies every existing remote has, at the same version: what a remote needs before its screens. */
function commonDependencies(field) {
  const [first, ...rest] = remoteDirs.map((name) => JSON.parse(read(`${name}/package.json`))[field] ?? {});
  return Object.fromEntries(
    Object.entries(first).filter(([dep, version]) => rest.every((other) => other[dep] === version)),
  );
}

/** One past the highest dev port any remote or the host's remotes.json uses. */
function freePort() {
  const used = [3000];
  for (const name of remoteDirs) {
    const config = path.join(root, name, 'webpack.config.js');
    if (existsSync(config))
      used.push(...[...readFileSync(config, 'utf8').matchAll(/port: (\d+)/g)].map((m) => +m[1]));
  }
  const remotesJson = path.join(root, 'host/public/remotes.json');
  if (existsSync(remotesJson))
    used.push(
      ...Object.values(JSON.parse(readFileSync(remotesJson, 'utf8'))).map((url) => +new URL(url).port),
    );
  return Math.max(...used.filter(Number.isFinite)) + 1;
}
const port = freePort();

// The registry: the entry's routes when it is there already (an area planned there), else a new entry.
const registryFile = 'shared/src/navigation/registry.ts';
let registry = read(registryFile);
const entryAt = registry.indexOf(`name: '${remote}'`);
let plannedRoutes = [];
if (entryAt !== -1) {
  const entryEnd = registry.indexOf('\n  },', entryAt);
  const routesAt = registry.indexOf('routes:', entryAt);
  if (routesAt !== -1 && routesAt < entryEnd) {
    plannedRoutes = [...registry.slice(routesAt, entryEnd).matchAll(/path: '([^']+)'/g)].map((m) => m[1]);
  }
} else {
  registry = registry.replace(/(export type RemoteName =[^;]*);/, `$1 | '${remote}';`);
  const listAt = registry.indexOf('export const REMOTES: RemoteEntry[] = [');
  const listEnd = registry.indexOf('\n];', listAt);
  if (listAt === -1 || listEnd === -1) fail(`${registryFile} has no REMOTES list to add the entry to.`);
  const entry = `\n  { name: '${remote}', basePaths: ['${basePath}'], menu: [], routes: [] },`;
  registry = registry.slice(0, listEnd) + entry + registry.slice(listEnd);
}

const files = areaFiles({
  dir,
  remote,
  port,
  basePath,
  plannedRoutes,
  dependencies: commonDependencies('dependencies'),
  devDependencies: commonDependencies('devDependencies'),
});

for (const [file, content] of Object.entries(files)) {
  mkdirSync(path.dirname(path.join(areaDir, file)), { recursive: true });
  writeFileSync(path.join(areaDir, file), content);
}
writeFileSync(path.join(root, registryFile), registry);
const remotesJson = path.join(root, 'host/public/remotes.json');
if (existsSync(remotesJson)) {
  const remotes = JSON.parse(readFileSync(remotesJson, 'utf8'));
  remotes[remote] = `http://localhost:${port}/mf-manifest.json`;
  writeFileSync(remotesJson, `${JSON.stringify(remotes, null, 2)}\n`);
}

// In the house style, with the workspace's prettier (a scratch copy may have none).
const prettier = path.join(root, 'node_modules', '.bin', 'prettier');
if (existsSync(prettier)) {
  const written = Object.keys(files).filter((file) => !file.endsWith('.gitkeep'));
  spawnSync(
    prettier,
    ['--write', '--log-level=warn', ...written.map((f) => path.join(dir, f)), registryFile],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
}

if (install) {
  const result = spawnSync('npx', ['-y', 'pnpm@10', 'install'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) fail('pnpm install failed; run it again once the cause is fixed.');
}

const entryNote =
  entryAt === -1
    ? `its entry { name: '${remote}', basePaths: ['${basePath}'], menu: [], routes: [] } added to ${registryFile}
  (no screens yet; add base paths, menu items and routes with their permissions as you build them)`
    : `its planned entry in ${registryFile} kept: its ${plannedRoutes.length} routes are listed as not built yet in
  ${dir}/src/__tests__/app.test.tsx`;
console.log(`
Made ${dir}/ (remote ${remote}, dev port ${port}):
  ${entryNote}
  ${remote} -> http://localhost:${port}/mf-manifest.json in host/public/remotes.json
Next:
  npx -y pnpm@10 --filter @storedesk/${dir} test       the app test (green with no screens)
  npx -y pnpm@10 --filter @storedesk/${dir} dev        the standalone page on http://localhost:${port}
  Screens go in ${dir}/src/features/<domain>/, each route in src/app.tsx and in the registry entry.`);
