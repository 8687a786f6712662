// Bundles the API into dist/server.js. Installed packages stay external (node_modules is present at run time);
// @storedesk/shared is TypeScript source and typebox ships ES modules only, so both are compiled into the bundle.
// The SQL migrations are not bundled: src/db/migrate.ts finds api/drizzle by walking up from the bundle.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const bundled = new Set(['@storedesk/shared', 'typebox']);
const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies })
  .filter((name) => !bundled.has(name))
  .flatMap((name) => [name, `${name}/*`]);

await build({
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'info',
});
