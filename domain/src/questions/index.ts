export * from './catalogue';
export * from './question';
export * from './decider';
export * from './reports';
export * from './views';
