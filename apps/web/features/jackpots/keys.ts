/** Query keys of the jackpots (one factory, SPEC §7 getJackpot(s) and hits). */
export const jackpotKeys = {
  all: () => ['jackpots'] as const,
  list: (locale: string) => ['jackpots', 'list', locale] as const,
  hits: (locale: string, scope: 'all' | 'mine') => ['jackpots', 'hits', locale, scope] as const,
};

/** The feature flag of GET /settings that shows the jackpots. */
export const JACKPOTS_FLAG = 'jackpots';
