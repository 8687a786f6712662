// One federation runtime on the page. The remotes are built with `experiments.externalRuntime` (no runtime-core
// of their own in remoteEntry.js) and the host with `experiments.provideExternalRuntime`, which hands its runtime to
// them through a runtime plugin. That plugin is CommonJS and would pull a second, CommonJS copy of runtime-core into
// the host beside the ES module copy the host runs on; this alias points it at the ES module build.
const path = require('node:path');

/** @param {string} enhancedWebpackPath require.resolve('@module-federation/enhanced/webpack') from the host */
function externalRuntimeAlias(enhancedWebpackPath) {
  const cjs = require.resolve('@module-federation/runtime-tools/runtime-core', {
    paths: [path.dirname(enhancedWebpackPath)],
  });
  return { '@module-federation/runtime-tools/runtime-core$': cjs.replace(/\.cjs$/, '.js') };
}

module.exports = { externalRuntimeAlias };
