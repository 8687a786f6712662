// What one deployment serves: the host at '/', and every built remote at /remotes/<name>/. It also writes the
// host's remotes.json from the remotes that are built, so a deployment decides which areas exist, and the page
// configuration (config.js) from the environment: GOOGLE_MAPS_API_KEY turns the map pickers on.
import { existsSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** @param {string} root the repository root */
export function prepareDeployment(root) {
  const remotes = {};
  const staticSites = [{ prefix: '/', root: path.join(root, 'host', 'dist'), spa: true }];
  for (const dir of readdirSync(root)
    .filter((name) => name.startsWith('mfe-'))
    .sort()) {
    const dist = path.join(root, dir, 'dist');
    if (!existsSync(path.join(dist, 'mf-manifest.json'))) continue;
    const name = dir.replace(/-/g, '_');
    remotes[name] = `/remotes/${name}/mf-manifest.json`;
    staticSites.push({ prefix: `/remotes/${name}/`, root: dist });
  }
  writeDeploymentFile(
    path.join(root, 'host', 'dist', 'remotes.json'),
    `${JSON.stringify(remotes, null, 2)}\n`,
  );
  const config = process.env.GOOGLE_MAPS_API_KEY ? { mapsApiKey: process.env.GOOGLE_MAPS_API_KEY } : {};
  writeDeploymentFile(
    path.join(root, 'host', 'dist', 'config.js'),
    `window.STOREDESK_CONFIG = ${JSON.stringify(config)};\n`,
  );
  return { remotes, staticSites };
}

/** Writes a file of this deployment; a precompressed twin left from elsewhere would be served in its place. */
function writeDeploymentFile(file, content) {
  writeFileSync(file, content);
  for (const twin of [`${file}.br`, `${file}.gz`]) rmSync(twin, { force: true });
}
