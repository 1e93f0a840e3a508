export * from './roles';
export * from './user';
