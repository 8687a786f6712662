const { remoteJestConfig } = require('@storedesk/shared/presets/jest.remote.cjs');

module.exports = remoteJestConfig({
  dir: __dirname,
  // Canvas charts cannot draw in jsdom; the stand-in renders each chart's data as text.
  moduleNameMapper: { '^@ant-design/charts$': '<rootDir>/src/testing/ant-design-charts-stub.tsx' },
});
