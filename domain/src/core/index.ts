export * from './types';
export * from './errors';
