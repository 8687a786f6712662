// mfe-contracts-payments: the Module Federation remote `mfe_contracts_payments` (exposes './App'); `--env standalone`
// runs it on port 3002 in a dev shell against MSW mocks. The config itself is shared by every remote.
const { remoteWebpackConfig } = require('@storedesk/shared/mf/remote-webpack-config');

module.exports = remoteWebpackConfig({ dir: __dirname, name: 'mfe_contracts_payments', port: 3002 });
