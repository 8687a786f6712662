// Test helpers, reached as '@storedesk/shared/testing' (never from the root entry, so no app bundle carries them).
export * from './factories';
export * from './api-url';
export * from './render-with-providers';
export * from './schema-check';
export * from './remote-app-suite';
export * from './pager-steps';
