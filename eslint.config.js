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

function directionPatterns(self) {
  const forbidden = OTHER_APPS.filter((app) => app !== self);
  return [
    {
      group: forbidden.flatMap((app) => [`**/${app}/**`, `@storedesk/${app}`, `@storedesk/${app}/**`]),
      message: 'An app imports only @storedesk/shared, never another remote or the host.',
    },
    {
      group: ['@storedesk/shared/src/**', '**/shared/src/**'],
      message: 'Import from @storedesk/shared.',
    },
  ];
}

function importDirection(self) {
  return {
    files: [`${self}/src/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', { patterns: directionPatterns(self) }] },
  };
}

// Zones inside a remote: a feature (src/features/<name>) reaches another feature only through src/features/shared.
// A file `depth` folders below its feature climbs to src/features with exactly depth + 1 `../`; whatever it then
// names, other than shared, is another feature.
const FEATURE_DEPTHS = [0, 1, 2, 3, 4, 5, 6];
function featureZones(app) {
  return FEATURE_DEPTHS.map((depth) => ({
    files: [`${app}/src/features/*/${'*/'.repeat(depth)}*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...directionPatterns(app),
            {
              regex: `^(\\.\\./){${depth + 1}}(?!shared/)[^./][^/]*/|^(\\.\\./){${depth + 2},}(src/)?features/(?!shared/)`,
              message:
                'A feature imports another only through src/features/shared: move what they share there.',
            },
          ],
        },
      ],
    },
  }));
}

// Zones in the API: the layers routes build on never reach back into routes/.
const apiLayers = {
  files: ['api/src/{http,db,payments,push,auth}/**/*.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: '^(\\.\\./)+routes(/|$)',
            message:
              'http, db, payments, push and auth never import routes/: move the helper out of routes/.',
          },
        ],
      },
    ],
  },
};

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
  ...OTHER_APPS.filter((app) => app.startsWith('mfe-')).flatMap(featureZones),
  apiLayers,
);
