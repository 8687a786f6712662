// The host shell's build. No remote is compiled in: remotes.json, fetched at start, tells the runtime where each
// remote's mf-manifest.json lives, so a deployment changes that file, not this build.
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');
const path = require('node:path');

// pnpm does not link webpack next to @module-federation/enhanced (an optional peer): point it at ours. webpack is
// pinned to 5.110 because 5.112 moved internal files that enhanced 2.9 still requires by their old paths.
process.env.FEDERATION_WEBPACK_PATH = process.env.FEDERATION_WEBPACK_PATH || require.resolve('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const {
  ANTD_SPLIT_CHUNKS,
  NoWholeAntdPlugin,
  ProvideAllAntdPlugin,
} = require('@storedesk/shared/mf/antd-modules');
const { externalRuntimeAlias } = require('@storedesk/shared/mf/federation-runtime');
const { PrecompressPlugin } = require('@storedesk/shared/mf/precompress-plugin');
const { sharedDeps } = require('@storedesk/shared/mf/shared-deps');
const pkg = require('./package.json');

/**
 * public/favicon.svg. The dev server serves public/ as it is; a production build emits it under a content-hashed
 * name, so the server lets browsers keep it (hashed files are cached as immutable; index.html, linking it, is not).
 */
function favicon(production) {
  if (!production) return { plugins: [], href: '/favicon.svg' };
  const content = readFileSync(path.resolve(__dirname, 'public/favicon.svg'));
  const name = `favicon.${createHash('sha256').update(content).digest('hex').slice(0, 10)}.svg`;
  const emit = {
    apply(compiler) {
      const { Compilation, sources } = compiler.webpack;
      compiler.hooks.thisCompilation.tap('Favicon', (compilation) => {
        compilation.hooks.processAssets.tap(
          { name: 'Favicon', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
          () => compilation.emitAsset(name, new sources.RawSource(content)),
        );
      });
    },
  };
  return { plugins: [emit], href: `/${name}` };
}

module.exports = (_env, argv) => {
  const production = argv.mode === 'production';
  const icon = favicon(production);
  return {
    entry: './src/index.ts',
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.resolve(__dirname, 'dist'),
      filename: production ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      publicPath: '/',
      uniqueName: 'host',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.cjs'],
      alias: externalRuntimeAlias(require.resolve('@module-federation/enhanced/webpack')),
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          // @storedesk/shared is TypeScript source, reached through its workspace symlink.
          exclude: /node_modules/,
          use: [
            // Last: antd imported module by module (see shared/src/mf/shared-deps.cjs).
            require.resolve('@storedesk/shared/mf/antd-imports-loader'),
            {
              loader: 'ts-loader',
              options: { transpileOnly: true, compilerOptions: { noEmit: false, sourceMap: true } },
            },
          ],
        },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: 'host',
        remotes: {},
        // The host provides every shared package, antd module by module, to itself and to the remotes.
        shared: sharedDeps(pkg, { dir: __dirname, providesAntd: true }),
        shareStrategy: 'loaded-first',
        // The runtime fetches remotes' manifests; the host itself publishes none.
        manifest: false,
        dts: false,
        // The remotes are built without their own copy of the federation runtime and use this one
        // (shared/src/mf/federation-runtime.cjs).
        experiments: { provideExternalRuntime: true },
      }),
      new ProvideAllAntdPlugin(__dirname),
      new NoWholeAntdPlugin(),
      ...icon.plugins,
      new HtmlWebpackPlugin({
        template: path.resolve(__dirname, 'public/index.html'),
        title: 'Storedesk',
        templateParameters: { faviconHref: icon.href },
      }),
      production && new PrecompressPlugin(),
    ].filter(Boolean),
    // antd is provided module by module; its shared internals go into a few chunks instead of many copies.
    optimization: { splitChunks: ANTD_SPLIT_CHUNKS },
    performance: { hints: false },
    devServer: {
      port: 3000,
      historyApiFallback: true,
      static: { directory: path.resolve(__dirname, 'public'), publicPath: '/' },
      headers: { 'Cache-Control': 'no-cache' },
      // Dev only: the API from API_URL (the local API by default).
      proxy: [
        { context: ['/api'], target: process.env.API_URL || 'http://localhost:8080', changeOrigin: true },
      ],
    },
  };
};
