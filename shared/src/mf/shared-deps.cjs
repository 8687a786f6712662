// The `shared` block for every webpack config (host and the five remotes): each listed package is a singleton
// with requiredVersion from the consuming app's package.json, so exactly one copy loads in the browser.
// Plain CommonJS because webpack configs load it before any TypeScript tooling runs.
const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router-dom',
  'antd',
  '@ant-design/icons',
  'zustand',
  'dayjs',
  '@tanstack/react-query',
  '@storedesk/shared',
];

/** @param {{dependencies?: Record<string,string>, devDependencies?: Record<string,string>}} pkg */
function sharedDeps(pkg) {
  const versions = { ...(pkg.devDependencies || {}), ...(pkg.dependencies || {}) };
  const shared = {};
  for (const name of SINGLETONS) {
    const base = name.endsWith('/') ? name.slice(0, -1) : name;
    const version = versions[base];
    shared[name] = {
      singleton: true,
      requiredVersion: version && !version.startsWith('workspace:') ? version : false,
    };
  }
  return shared;
}

module.exports = { sharedDeps, SINGLETONS };
