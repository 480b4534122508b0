export * from './bets.ts';
export * from './catalogue.ts';
export * from './common.ts';
export * from './dev.ts';
export * from './platform.ts';
export * from './push.ts';
export * from './routes.ts';
export * from './settings.ts';
