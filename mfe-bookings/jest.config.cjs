const base = require('../jest.base.cjs')({ dir: __dirname, browser: true });

module.exports = {
  ...base,
  setupFilesAfterEnv: [...base.setupFilesAfterEnv, '<rootDir>/src/testing/jest-setup.ts'],
  testTimeout: 60_000,
  moduleNameMapper: {
    ...base.moduleNameMapper,
    // Canvas charts cannot draw in jsdom; the stand-in renders each chart's data as text.
    '^@ant-design/charts$': '<rootDir>/src/testing/ant-design-charts-stub.tsx',
  },
};
