export * from './use-submit';
export * from './use-autosave';
