export * from './rules';
export * from './events';
export * from './evolve';
export * from './decider';
export * from './inputs';
export * from './views';
export * from './stats';
