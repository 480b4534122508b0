export { type MountOptions, mountSportsbook, type Sportsbook } from './host.ts';
export * from './messages.ts';
