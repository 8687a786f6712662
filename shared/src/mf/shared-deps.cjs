// The `shared` block for every webpack config (host and the five remotes): each listed package is a singleton
// with requiredVersion from the consuming app's package.json, so exactly one copy loads in the browser.
// Plain CommonJS because webpack configs load it before any TypeScript tooling runs.
const { antdModules } = require('./antd-modules.cjs');

const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router-dom',
  '@ant-design/icons',
  'zustand',
  'dayjs',
  '@tanstack/react-query',
  '@storedesk/shared',
];

/**
 * antd is shared module by module ('antd/es/button', 'antd/es/table', ...; our `import { Button } from 'antd'`
 * is rewritten to these by antd-imports-loader.cjs), so a screen fetches the components it uses, not the whole
 * 1.4 MB package. Only the host provides them: its one build holds antd's internals (ConfigProvider's context,
 * the style cache, the theme) once, and every component, whichever build asks for it, comes from there. A remote
 * built for the host brings no copy of its own (`import: false`); run standalone it is its own host.
 */
const ANTD = 'antd';

/**
 * @param {{dependencies?: Record<string,string>, devDependencies?: Record<string,string>}} pkg
 * @param {{ dir: string, providesAntd: boolean }} options the app's folder (antd is read from its dependencies);
 *   whether this build provides antd (the host, a remote's standalone dev build) or takes it from the host
 */
function sharedDeps(pkg, { dir, providesAntd }) {
  const versions = { ...(pkg.devDependencies || {}), ...(pkg.dependencies || {}) };
  const requiredVersion = (name) => {
    const version = versions[name];
    return version && !version.startsWith('workspace:') ? version : false;
  };
  const shared = {};
  for (const name of SINGLETONS) {
    shared[name] = { singleton: true, requiredVersion: requiredVersion(name.replace(/\/$/, '')) };
  }
  for (const request of new Set(antdModules(dir).exports.values())) {
    // A provider offers all of them, also those it does not use itself (ProvideAllAntdPlugin in antd-modules.cjs).
    shared[request] = {
      singleton: true,
      requiredVersion: requiredVersion(ANTD),
      ...(providesAntd ? {} : { import: false }),
    };
  }
  return shared;
}

module.exports = { sharedDeps, SINGLETONS, ANTD };
