// The Jest config of every remote: the workspace's browser settings, the remote kit's setup and a long timeout for
// antd screens in jsdom. A remote's jest.config.cjs is `module.exports = remoteJestConfig({ dir: __dirname })`,
// plus module mappings of its own (e.g. a chart library stand-in).
const path = require('node:path');
const jestConfig = require('../../jest.base.cjs');

/** @param {{ dir: string, moduleNameMapper?: Record<string, string> }} options the remote's folder, its own mappings */
function remoteJestConfig({ dir, moduleNameMapper = {} }) {
  const base = jestConfig({ dir, browser: true });
  return {
    ...base,
    setupFilesAfterEnv: [...base.setupFilesAfterEnv, path.join(__dirname, 'jest-remote-setup.cjs')],
    testTimeout: 60_000,
    moduleNameMapper: { ...base.moduleNameMapper, ...moduleNameMapper },
  };
}

module.exports = { remoteJestConfig };
