export * from './messages.ts';
export * from './odds-refusal.ts';
export * from './persistence.ts';
export * from './reducer.ts';
export * from './slip.ts';
export * from './slip-bonuses.ts';
