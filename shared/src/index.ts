// Browser entry of @storedesk/shared. Host and remotes import only from here, so Module Federation shares one copy.
// Types only from the schemas (no schema library in the browser), values from the constants.
// The operation constants first: a name also reached through the type-only line below stays a value.
export * from './contracts/operation';
export * from './contracts/all-operations';
export type * from './contracts';
export * from './contracts/constants';
export * from './contracts/payments-constants';
export * from './contracts/changed-elsewhere';
export * from './contracts/push-constants';
export * from './contracts/report-catalogue';
export * from './contracts/upload-constants';
export * from './contracts/master-contract-constants';
export * from './contracts/name-lengths';
export * from './contracts/locked-option';
export * from './auth/permissions';
export * from './navigation/registry';
export * from './navigation/match-route';
export * from './navigation/screen-paths';
export * from './navigation/registry-routes';
export * from './session/storage-keys';
export * from './session/session-store';
export * from './api/api-error';
export * from './api/api-client';
export * from './api/query-client';
export * from './api/use-error-toast';
export * from './api/upload-file';
export * from './api/search-customers';
export * from './api/use-payment-methods';
export * from './ui/toast';
export * from './format';
export * from './mf/remote-boundary';
export * from './mf/remote-boundary-texts';
export * from './mf/remote-load-error';
export * from './mf/remote-app-contract';
// Plain helpers of the list UI (no antd); the antd components are in '@storedesk/shared/ui'.
export * from './ui/filter-modal/remembered-filter';
export * from './ui/filter-modal/filter-keyword';
export * from './ui/filter-modal/filter-texts';
export type * from './ui/filter-modal/list-filter-modal-props';
export * from './ui/list/use-remembered-list';
export * from './ui/pager/page-validation';
export * from './ui/confirm/confirm-texts';
export * from './ui/submit';
