export * from './roles';
export * from './user';
export * from './views';
