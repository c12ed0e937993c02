export * from './common.ts';
export * from './catalog.ts';
export * from './reviews.ts';
export * from './orders.ts';
export * from './accounts.ts';
export * from './profiles.ts';
export * from './images.ts';
export * from './payments.ts';
