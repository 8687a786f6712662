const { remoteJestConfig } = require('@storedesk/shared/presets/jest.remote.cjs');

module.exports = remoteJestConfig({ dir: __dirname });
