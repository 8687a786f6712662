const base = require('../jest.base.cjs')({ dir: __dirname, browser: true });

module.exports = {
  ...base,
  setupFilesAfterEnv: [...base.setupFilesAfterEnv, '<rootDir>/src/testing/jest-setup.ts'],
  testTimeout: 60_000,
};
