module.exports = {
  ...require('../jest.base.cjs')({ dir: __dirname, browser: false }),
  // Each test file builds the real app on a fresh database; the first PGlite start is slow on a busy machine.
  testTimeout: 60000,
};
