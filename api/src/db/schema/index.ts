// Every table of the API. drizzle-kit reads this file to generate migrations; each area adds one export line.
export * from './platform';
