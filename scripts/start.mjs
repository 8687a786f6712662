#!/usr/bin/env node
// README command 1: build everything, seed the demo data on first start, and serve the API (/api), the host (/)
// and every built remote (/remotes/<name>/) from one process on http://localhost:8080.
// Flags: --no-build (reuse existing dist folders), --request-logs (show each request in the terminal too).
// Env: PORT, DATA_DIR, DATABASE_URL, PUBLIC_URL, LOG_FORMAT (json for production's JSON lines), REQUEST_LOG_FILE.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { prepareDeployment } from './deployment.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = process.env.PORT ?? '8080';
const dataDir = process.env.DATA_DIR ?? path.join(root, '.data', 'pglite');
const pnpm = ['-y', 'pnpm@10'];
// A person reads this terminal: readable lines, each request kept as a JSON line in a file instead.
const requestLog = process.env.REQUEST_LOG_FILE ?? path.join(root, '.data', 'logs', 'requests.log');
const showRequests = process.argv.includes('--request-logs');
/** A path inside the repository relative to it (as a person typed the command there), any other as it is. */
const shownPath = (file) => (path.relative(root, file).startsWith('..') ? file : path.relative(root, file));

function run(args, label) {
  console.log(`\n> ${label}`);
  const result = spawnSync('npx', [...pnpm, ...args], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, DATA_DIR: dataDir },
  });
  if (result.status !== 0) {
    console.error(`${label} failed (exit ${result.status}).`);
    process.exit(result.status ?? 1);
  }
}

if (!process.argv.includes('--no-build')) run(['run', 'build'], 'Building the API, the host and the remotes');

const { remotes, staticSites } = prepareDeployment(root);

run(['--filter', '@storedesk/api', 'run', 'seed'], 'Seeding the demo data (only on first start)');

console.log('\n> Starting Storedesk');
const server = spawn(process.execPath, [path.join(root, 'api', 'dist', 'server.js')], {
  cwd: path.join(root, 'api'),
  stdio: ['ignore', 'pipe', 'inherit'],
  env: {
    ...process.env,
    PORT: port,
    DATA_DIR: dataDir,
    STATIC_SITES: JSON.stringify(staticSites),
    // Uploaded files are addressed on it (blog pictures and push images need an absolute address).
    PUBLIC_URL: process.env.PUBLIC_URL || `http://localhost:${port}`,
    LOG_FORMAT: process.env.LOG_FORMAT || 'readable',
    REQUEST_LOG_FILE: requestLog,
    ...(showRequests ? { LOG_REQUESTS: 'readable' } : {}),
  },
});
server.stdout.pipe(process.stdout);
// Announce once the server answers, so the URL printed is one that works.
async function announceWhenReady() {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/remotes.json`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  console.log(`
Storedesk is running at http://localhost:${port}   (API at http://localhost:${port}/api, docs at /api/docs)
Remotes: ${Object.keys(remotes).join(', ') || 'none'}
Demo logins (password: storedesk-demo):
  admin@demo.storedesk.test       ADMIN (two stores, can switch)
  siteadmin@demo.storedesk.test   SITEADMIN
  csc@demo.storedesk.test         CSC
  finance@demo.storedesk.test     FINANCE
Request logs: ${showRequests ? 'shown here' : `${shownPath(requestLog)} (start with --request-logs to see them here)`}
`);
}
announceWhenReady();
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
