export * from './swot';
export * from './practice';
export * from './doubts';
export * from './usage';
export * from './views';
export * from './filters';
