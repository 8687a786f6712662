export * from './common';
export * from './auth';
export * from './store';
export * from './dashboard';
export * from './constants';
