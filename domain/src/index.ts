export * from './core';
export * from './identity';
export * from './flags';
export * from './questions';
export * from './tickets';
export * from './forums';
export * from './practice';
export * from './mocks';
