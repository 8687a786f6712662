export * from './payment-request-texts';
export * from './payment-status-tag';
export * from './payment-requests-table';
export * from './payment-amounts';
