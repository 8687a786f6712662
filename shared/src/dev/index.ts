// '@storedesk/shared/dev': the remote kit's standalone page (dev shell, dev strip, MSW start-up). Reached only from
// a remote's bootstrap.tsx, which only the standalone build has as entry, so no remoteEntry.js carries it or msw.
export * from './standalone-options';
export * from './start-standalone';
export * from './dev-shell';
export * from './dev-strip';
export * from './dev-session';
