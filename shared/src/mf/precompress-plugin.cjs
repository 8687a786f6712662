// Writes a brotli (.br) and a gzip (.gz) twin next to every text asset a production build emits, so the server
// (api/src/plugins/static-sites.ts) answers by content negotiation without compressing on each request. Twins are
// kept only where they are smaller; source maps are left out (only developer tools fetch them).
const zlib = require('node:zlib');
const { promisify } = require('node:util');

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt)$/;
/** Below about one network packet, compression saves nothing worth a second file. */
const MIN_BYTES = 1024;

class PrecompressPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        // After minification and after every other plugin's assets (index.html, mf-manifest.json) are final.
        { name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        async (assets) => {
          await Promise.all(
            Object.keys(assets)
              .filter((name) => COMPRESSIBLE.test(name))
              .map(async (name) => {
                const source = compilation.getAsset(name).source.buffer();
                if (source.length < MIN_BYTES) return;
                const [br, gz] = await Promise.all([
                  brotli(source, {
                    params: {
                      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
                    },
                  }),
                  gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION }),
                ]);
                const info = { compressed: true, development: false };
                if (br.length < source.length)
                  compilation.emitAsset(`${name}.br`, new sources.RawSource(br), info);
                if (gz.length < source.length)
                  compilation.emitAsset(`${name}.gz`, new sources.RawSource(gz), info);
              }),
          );
        },
      );
    });
  }
}

module.exports = { PrecompressPlugin };
