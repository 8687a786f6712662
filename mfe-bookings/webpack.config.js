// mfe-bookings: the Module Federation remote `mfe_bookings` (exposes './App'); `--env standalone` runs it on port 3001 in a
// dev shell against MSW mocks. The config itself is shared by every remote.
const { remoteWebpackConfig } = require('@storedesk/shared/mf/remote-webpack-config');

module.exports = remoteWebpackConfig({ dir: __dirname, name: 'mfe_bookings', port: 3001 });
