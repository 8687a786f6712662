// Every table of the API. drizzle-kit reads this file to generate migrations; each area adds one export line.
export * from './platform';
export * from './settings';
export * from './customers';
export * from './catalogue';
export * from './contracts';
export * from './bookings';
export * from './payments';
export * from './marketing';
export * from './contract-ledger';
