export * from './constants.ts';
export * from './listing-query.ts';
export * from './locale.ts';
export * from './money.ts';
export * from './odds-format.ts';
export * from './pricing.ts';
export * from './status.ts';
export * from './units.ts';
