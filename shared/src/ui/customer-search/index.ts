export * from './customer-search-select';
