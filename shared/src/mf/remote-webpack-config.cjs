// The webpack config of every remote: a Module Federation remote exposing './App' and, with `--env standalone`, a
// dev server that runs the same code in a small dev shell against MSW mocks. Each remote's webpack.config.js
// calls this with its folder, name and dev port.
//
// webpack is pinned to ~5.110.3: @module-federation/enhanced 2.9.2 deep-requires webpack/lib paths that 5.111+
// moved (e.g. lib/util/extractUrlAndGlobal), and 5.111 broke its runtime modules' hashing (webpack#22199).
const path = require('node:path');
const { createRequire } = require('node:module');
const { ANTD_SPLIT_CHUNKS, NoWholeAntdPlugin, ProvideAllAntdPlugin } = require('./antd-modules.cjs');
const { PrecompressPlugin } = require('./precompress-plugin.cjs');
const { sharedDeps } = require('./shared-deps.cjs');

/**
 * @param {{ dir: string, name: string, port: number, alias?: Record<string, string | false> }} options the remote's
 *   folder, its federation name, its standalone dev-server port, and module aliases it needs (e.g. a library's
 *   optional part left out). Build tools are loaded from the remote's own dependencies.
 */
function remoteWebpackConfig({ dir, name, port, alias = {} }) {
  const requireFromRemote = createRequire(path.join(dir, 'package.json'));
  const { ModuleFederationPlugin } = requireFromRemote('@module-federation/enhanced/webpack');
  const HtmlWebpackPlugin = requireFromRemote('html-webpack-plugin');
  const pkg = requireFromRemote('./package.json');

  return (env = {}, argv = {}) => {
    const standalone = Boolean(env.standalone);
    const production = argv.mode === 'production';
    const hashed = production ? '.[contenthash:8]' : '';

    return {
      // The remote build has no page entry: the host loads only remoteEntry.js and the chunks './App' needs,
      // so the dev shell and MSW (reached only from src/index.ts) never reach dist.
      entry: standalone ? { main: './src/index.ts' } : {},
      output: {
        path: path.resolve(dir, 'dist'),
        publicPath: 'auto',
        filename: `[name]${hashed}.js`,
        chunkFilename: `[name]${hashed}.js`,
        uniqueName: name,
        clean: true,
      },
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js'], alias },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            // @storedesk/shared is TypeScript source (a workspace link resolved to ../shared/src), so it is compiled too.
            exclude: /node_modules/,
            use: [
              // Last: antd imported module by module (see shared-deps.cjs).
              require.resolve('./antd-imports-loader.cjs'),
              {
                loader: 'ts-loader',
                options: {
                  transpileOnly: true,
                  configFile: path.resolve(dir, 'tsconfig.json'),
                  // The base tsconfig is for type checking only (noEmit); the loader must emit.
                  compilerOptions: { noEmit: false, sourceMap: true },
                },
              },
            ],
          },
          {
            // Stylesheets that come with a library (e.g. the rich-text editor's theme), injected when their chunk
            // loads. Only remotes that import CSS need style-loader and css-loader installed.
            test: /\.css$/,
            use: ['style-loader', 'css-loader'],
          },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes: { './App': './src/app.tsx' },
          // Built for the host, the remote takes antd from it; standalone, it is its own host.
          shared: sharedDeps(pkg, { dir, providesAntd: standalone }),
          shareStrategy: 'loaded-first',
          manifest: true,
          // Types travel through @storedesk/shared, not through generated remote typings.
          dts: false,
          // The federation runtime (runtime-core) comes from the host (`provideExternalRuntime` there) instead of
          // a copy in every remoteEntry.js. Standalone, the dev shell has no host to take it from.
          experiments: { externalRuntime: !standalone },
        }),
        new NoWholeAntdPlugin(),
        standalone && new ProvideAllAntdPlugin(dir),
        // Standalone only, so a remote build never needs msw: its service worker, made from the installed msw.
        standalone && new (require('./msw-worker-plugin.cjs').MswWorkerPlugin)(),
        production && new PrecompressPlugin(),
        standalone &&
          new HtmlWebpackPlugin({
            chunks: ['main'],
            // Absolute script URLs so deep links load the page too.
            publicPath: '/',
            templateContent: [
              '<!doctype html><html lang="en"><head><meta charset="utf-8">',
              '<meta name="viewport" content="width=device-width, initial-scale=1">',
              `<title>${pkg.name} standalone</title><link rel="icon" href="data:,"></head>`,
              '<body style="margin:0"><div id="root"></div></body></html>',
            ].join(''),
          }),
      ].filter(Boolean),
      // Standalone, the remote provides antd itself, module by module, as the host does.
      optimization: standalone ? { splitChunks: ANTD_SPLIT_CHUNKS } : {},
      performance: { hints: false },
      devServer: {
        port,
        historyApiFallback: true,
        hot: false,
        // Nothing static: the standalone build emits the MSW service worker itself (msw-worker-plugin.cjs).
        static: false,
        headers: { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: { warnings: false } },
      },
    };
  };
}

module.exports = { remoteWebpackConfig };
