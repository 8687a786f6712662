export * from './locked-tooltip';
