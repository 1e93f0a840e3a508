export * from './flags';
export * from './views';
