export * from './mock';
export * from './ranges';
export * from './views';
