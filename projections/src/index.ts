export * from './registry';
export * from './runner/runner';
export * from './runner/types';
