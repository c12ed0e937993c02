export * from './common.ts';
export * from './catalog.ts';
export * from './reviews.ts';
export * from './orders.ts';
