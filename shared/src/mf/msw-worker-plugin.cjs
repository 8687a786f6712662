// Emits MSW's service worker (mockServiceWorker.js) into a remote's standalone build, copied from the installed
// msw, so it always matches the library that registers it and no copy is committed. The dev server serves it
// from memory at /mockServiceWorker.js, where setupWorker looks for it.
const { readFileSync } = require('node:fs');

const WORKER = 'mockServiceWorker.js';

class MswWorkerPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    // The msw that shared/src/dev's setupWorker comes from: the worker checks it has the same version.
    const file = require.resolve(`msw/${WORKER}`);
    compiler.hooks.thisCompilation.tap('MswWorkerPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'MswWorkerPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.fileDependencies.add(file);
          compilation.emitAsset(WORKER, new sources.RawSource(readFileSync(file)));
        },
      );
    });
  }
}

module.exports = { MswWorkerPlugin };
