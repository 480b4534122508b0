export * from './config.ts';
export * from './hub.ts';
export * from './plugin.ts';
export * from './publisher.ts';
export * from './routes.ts';
export * from './tokens.ts';
