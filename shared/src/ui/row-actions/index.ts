export * from './row-actions';
export * from './list-table';
