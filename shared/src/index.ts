// Browser entry of @storedesk/shared. Host and remotes import only from here, so Module Federation shares one copy.
export * from './contracts';
export * from './auth/permissions';
export * from './navigation/registry';
export * from './navigation/match-route';
export * from './session/storage-keys';
export * from './session/session-store';
export * from './api/api-error';
export * from './api/api-client';
export * from './api/query-client';
export * from './ui/toast';
