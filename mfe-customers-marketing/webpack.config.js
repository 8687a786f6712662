// mfe-customers-marketing: the Module Federation remote `mfe_customers_marketing` (exposes './App'); `--env standalone` runs it on port 3005 in a
// dev shell against MSW mocks. The config itself is shared by every remote.
const { remoteWebpackConfig } = require('@storedesk/shared/mf/remote-webpack-config');

module.exports = remoteWebpackConfig({ dir: __dirname, name: 'mfe_customers_marketing', port: 3005 });
