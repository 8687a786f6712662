// mfe-bookings: the Module Federation remote `mfe_bookings` (exposes './App'); `--env standalone` runs it on port 3001 in a
// dev shell against MSW mocks. The config itself is shared by every remote.
const { remoteWebpackConfig } = require('@storedesk/shared/mf/remote-webpack-config');
const { g2LibraryAliases } = require('./build/g2-unused-libs.cjs');

module.exports = remoteWebpackConfig({
  dir: __dirname,
  name: 'mfe_bookings',
  port: 3001,
  // G (the dashboard charts' renderer) imports html2canvas only to export a chart with HTML overlays as an image,
  // which the dashboard never does: 190 KB left out of the charts' chunk.
  // @ant-design/charts imports lodash whole (CommonJS); its ES-module twin lets the build keep only the functions
  // used.
  alias: { html2canvas: false, lodash$: 'lodash-es', ...g2LibraryAliases(__dirname) },
});
