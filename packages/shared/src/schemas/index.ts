export * from './common.ts';
export * from './catalog.ts';
export * from './reviews.ts';
