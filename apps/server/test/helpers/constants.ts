/** The fixed clock of seeded test data. */
export const TEST_NOW = new Date('2026-03-14T12:00:00Z');
export const TEST_SEED = 42;
