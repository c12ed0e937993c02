export * from './messages.ts';
export * from './constants.ts';
export * from './money.ts';
export * from './api-paths.ts';
export * from './schemas/index.ts';
