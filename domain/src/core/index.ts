export * from './types';
export * from './errors';
export * from './views';
