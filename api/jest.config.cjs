const base = require('../jest.base.cjs')({ dir: __dirname, browser: false });
const swc = base.transform['^.+\\.(t|j)sx?$'];

module.exports = {
  ...base,
  // typebox ships ES modules only (.mjs) and content-disposition (under @fastify/static) too, which Node 20 loads
  // natively but Jest cannot; PGlite and @fastify/cookie call `import()` inside, which Jest's sandbox refuses
  // without --experimental-vm-modules. SWC's CommonJS output turns those into require(), so they go through SWC.
  transform: { ...base.transform, '^.+\\.(mjs|cjs)$': swc },
  transformIgnorePatterns: [
    '/node_modules/(?!(\\.pnpm/)?(typebox|uuid|until-async|content-disposition|cookie|@fastify/cookie|@fastify\\+cookie|@electric-sql))',
  ],
  // Each test file builds the real app on a fresh database; the first PGlite start is slow on a busy machine.
  testTimeout: 60000,
  setupFilesAfterEnv: ['<rootDir>/test/helpers/error-body-equality.ts'],
};
