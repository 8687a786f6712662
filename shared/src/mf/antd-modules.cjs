// antd's public exports and the module each lives in, read from the installed antd's es/index.js
// (`export { default as Button } from './button';`). The shared block shares antd per module
// (`antd/es/button`), and antd-imports-loader.cjs rewrites `import { Button } from 'antd'` to match, so a screen
// loads only the components it uses instead of the whole package.
const { readFileSync } = require('node:fs');
const path = require('node:path');

const EXPORT_LINE = /^export \{ default as (\w+) \} from '\.\/([\w-]+)';$/gm;
const cache = new Map();

/**
 * @param {string} fromDir a folder whose dependencies include antd
 * @returns {{ version: string, exports: Map<string, string> }} antd's version and export name -> module request
 *   (e.g. 'Button' -> 'antd/es/button')
 */
function antdModules(fromDir) {
  const index = require.resolve('antd/es/index.js', { paths: [fromDir] });
  let modules = cache.get(index);
  if (!modules) {
    const root = path.resolve(path.dirname(index), '..');
    const { version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
    const exports = new Map();
    for (const [, name, dir] of readFileSync(index, 'utf8').matchAll(EXPORT_LINE)) {
      exports.set(name, `antd/es/${dir}`);
    }
    if (!exports.has('Button') || !exports.has('ConfigProvider')) {
      throw new Error(`antd-modules: could not read antd's exports from ${index}`);
    }
    modules = { version, exports };
    cache.set(index, modules);
  }
  return modules;
}

/**
 * Makes a build that provides antd (the host; a remote run standalone) offer every antd module, not only those it
 * imports itself: webpack provides a shared package only where the build meets it, so each module is met once
 * (resolved and built like webpack's PrefetchPlugin does, without putting it in any chunk but its own). Done at
 * `make` of the build itself, not of child compilations such as the HTML template's.
 */
class ProvideAllAntdPlugin {
  /** @param {string} dir the providing app's folder */
  constructor(dir) {
    this.dir = dir;
  }

  apply(compiler) {
    for (const request of new Set(antdModules(this.dir).exports.values())) {
      new compiler.webpack.PrefetchPlugin(this.dir, request).apply(compiler);
    }
  }
}

/** Fails a build that bundles antd's index (the whole package), which sharing by module is there to avoid. */
class NoWholeAntdPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('NoWholeAntdPlugin', (compilation) => {
      compilation.hooks.finishModules.tap('NoWholeAntdPlugin', (modules) => {
        for (const module of modules) {
          if (/[\\/]antd[\\/](es|lib)[\\/]index\.js$/.test(module.resource ?? '')) {
            const { WebpackError } = compiler.webpack;
            const importer = compilation.moduleGraph.getIssuer(module)?.resource ?? 'a module';
            compilation.errors.push(
              new WebpackError(
                `${importer} imports the whole 'antd' package; import its components by name.`,
              ),
            );
          }
        }
      });
    });
  }
}

/**
 * How a build that provides antd (the host; a remote run standalone) splits it into chunks. Each antd module is
 * an entry point of its own, so by default every small internal piece they share (ConfigProvider's context, the
 * style cache, theme helpers, rc-components) would be copied into dozens of chunks. The pieces used by a dozen or
 * more components go into one 'antd-core' chunk, loaded with the first component; pieces shared by fewer are
 * split off from 10 KB on instead of being copied.
 */
const ANTD_SPLIT_CHUNKS = {
  chunks: 'async',
  minSize: 10_000,
  maxAsyncRequests: 50,
  cacheGroups: {
    antdCore: {
      test: /[\\/]node_modules[\\/]/,
      minChunks: 12,
      name: 'antd-core',
      priority: 30,
      enforce: true,
    },
  },
};

module.exports = { antdModules, ProvideAllAntdPlugin, NoWholeAntdPlugin, ANTD_SPLIT_CHUNKS };
