// Flat config: TypeScript rules everywhere, React hooks rules in the browser packages, and the import
// direction of the architecture: a remote (and the host) import only @storedesk/shared, never each other.
const fs = require('node:fs');
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');

// The host and every remote folder (mfe-*), so a new area gets the import rule without being listed here.
const OTHER_APPS = [
  'host',
  ...fs
    .readdirSync(__dirname)
    .filter((name) => name.startsWith('mfe-'))
    .sort(),
];

function importDirection(self) {
  const forbidden = OTHER_APPS.filter((app) => app !== self);
  return {
    files: [`${self}/src/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: forbidden.flatMap((app) => [
                `**/${app}/**`,
                `@storedesk/${app}`,
                `@storedesk/${app}/**`,
              ]),
              message: 'An app imports only @storedesk/shared, never another remote or the host.',
            },
            {
              group: ['@storedesk/shared/src/**', '**/shared/src/**'],
              message: 'Import from @storedesk/shared.',
            },
          ],
        },
      ],
    },
  };
}

module.exports = tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/.data/**', '**/coverage/**', 'api/drizzle/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        window: 'readonly',
        document: 'readonly',
        localStorage: 'readonly',
        sessionStorage: 'readonly',
        console: 'readonly',
        process: 'readonly',
        module: 'writable',
        require: 'readonly',
        __dirname: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        URL: 'readonly',
        fetch: 'readonly',
        performance: 'readonly',
        globalThis: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.cjs', '**/*.js', '**/*.mjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  ...OTHER_APPS.map(importDirection),
);
