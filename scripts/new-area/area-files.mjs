// The files of a new area (scripts/new-area.mjs): the few lines that differ between remotes, the rest from the
// remote kit's presets in @storedesk/shared.

/**
 * @param {{ dir: string, remote: string, port: number, basePath: string, plannedRoutes: string[],
 *   dependencies: Record<string, string>, devDependencies: Record<string, string> }} area
 * @returns {Record<string, string>} path inside the area's folder -> content
 */
export function areaFiles({ dir, remote, port, basePath, plannedRoutes, dependencies, devDependencies }) {
  const pkg = {
    name: `@storedesk/${dir}`,
    version: '0.1.0',
    private: true,
    scripts: {
      build: 'webpack --mode production',
      dev: 'webpack serve --mode development --env standalone',
      typecheck: 'tsc -p tsconfig.json',
      test: 'jest',
    },
    dependencies,
    devDependencies,
  };
  const home = plannedRoutes[0] ?? basePath;
  const notYetBuilt = plannedRoutes.length
    ? `\n  // In the registry, not built yet: take each out as its screen is built.\n  notYetBuilt: [\n${plannedRoutes.map((p) => `    '${p}',`).join('\n')}\n  ],\n`
    : '';

  return {
    'package.json': `${JSON.stringify(pkg, null, 2)}\n`,
    'tsconfig.json': `{ "extends": "@storedesk/shared/presets/tsconfig.remote.json" }\n`,
    'jest.config.cjs': `const { remoteJestConfig } = require('@storedesk/shared/presets/jest.remote.cjs');

module.exports = remoteJestConfig({ dir: __dirname });
`,
    'webpack.config.js': `// ${dir}: the Module Federation remote \`${remote}\` (exposes './App'); \`--env standalone\` runs it on port ${port} in a
// dev shell against MSW mocks. The config itself is shared by every remote.
const { remoteWebpackConfig } = require('@storedesk/shared/mf/remote-webpack-config');

module.exports = remoteWebpackConfig({ dir: __dirname, name: '${remote}', port: ${port} });
`,
    'src/index.ts': `// Standalone entry only (the remote build has no page entry). The dynamic import is the async boundary
// Module Federation needs to negotiate shared singletons before React loads.
import('./bootstrap');
`,
    'src/bootstrap.tsx': `import { startStandalone } from '@storedesk/shared/dev';
import App from './app';
import { handlers } from './dev/mocks/handlers';

// The standalone page: the remote kit's dev shell against this area's mocks.
void startStandalone({ name: '${dir}', App, handlers, home: '${home}' });
`,
    'src/app.tsx': `import { Route, Routes } from 'react-router-dom';
import type { RemoteAppProps } from '@storedesk/shared';

/**
 * The remote's one exposed module (\`${remote}/App\`). The host gives router, query cache and antd context; this
 * declares the area's routes relative to \`basename\`, one per route of its entry in
 * shared/src/navigation/registry.ts (src/__tests__/app.test.tsx checks the two agree).
 */
export default function App({ basename }: RemoteAppProps) {
  return (
    <Routes>
      <Route path={basename} />
    </Routes>
  );
}
`,
    'src/dev/mocks/handlers.ts': `import type { RequestHandler } from 'msw';

/**
 * MSW mocks of every call ${dir} makes, for its standalone page and screen tests: the kit's domain mocks it
 * calls (@storedesk/shared/dev/mocks), then anything only this area calls.
 */
export const handlers: RequestHandler[] = [];
`,
    'src/features/.gitkeep': '',
    'src/__tests__/app.test.tsx': `import { describeRemoteApp } from '@storedesk/shared/testing';
import App from '../app';
import { handlers } from '../dev/mocks/handlers';

describeRemoteApp({ name: '${remote}', App, handlers${notYetBuilt ? `,${notYetBuilt}` : ' '}});
`,
  };
}
