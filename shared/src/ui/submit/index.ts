export * from './use-submit';
