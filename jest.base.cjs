// Shared Jest settings: TypeScript and JSX through SWC (fast, no type check; `pnpm typecheck` does that).
const path = require('node:path');

/** @param {{ dir: string, browser?: boolean }} options */
module.exports = function jestConfig({ dir, browser = false }) {
  const swc = [
    require.resolve('@swc/jest'),
    {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2022',
      },
      module: { type: 'commonjs' },
    },
  ];
  return {
    rootDir: dir,
    testEnvironment: browser ? 'jest-fixed-jsdom' : 'node',
    testMatch: ['<rootDir>/src/**/__tests__/**/*.test.ts?(x)', '<rootDir>/test/**/*.test.ts'],
    // .mjs too: typebox and msw's helpers (rettime, @open-draft/*) ship ES modules only.
    transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
    // ESM-only packages that Jest must transform too.
    transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(typebox|uuid|until-async))(?!.*\\.mjs$)'],
    moduleNameMapper: {
      '\\.(css|less)$': path.join(__dirname, 'scripts/jest-style-stub.cjs'),
      // The apps load antd module by module ('antd/es/notification'); in Jest the CommonJS build of the same.
      '^antd/es/(.*)$': 'antd/lib/$1',
      // antd's CSS-in-JS keeps only the rules that hide things in jsdom (see the file for why).
      ...(browser
        ? {
            '^@rc-component/util/(lib|es)/Dom/dynamicCSS$': path.join(
              __dirname,
              'scripts/jest-antd-styles.cjs',
            ),
          }
        : {}),
    },
    setupFilesAfterEnv: browser ? [path.join(__dirname, 'scripts/jest-browser-setup.cjs')] : [],
    // Screens and mock round trips in jsdom take seconds when the machine is busy (CI runs two suites at once):
    // a slow test is not a failed one.
    ...(browser ? { testTimeout: 60_000 } : {}),
  };
};
