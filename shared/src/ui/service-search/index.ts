export * from './use-service-search';
