export * from './messages/api.ts';
export * from './constants.ts';
export * from './money.ts';
export * from './api-paths.ts';
export * from './store-image-path.ts';
export * from './schemas/index.ts';
export * from './order-flow.ts';
