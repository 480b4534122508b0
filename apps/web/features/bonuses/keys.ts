import { platformKeys } from '../auth/queries.ts';

/** Query keys of the player's bonuses; under `platform`, so signing out drops them. */
export const bonusKeys = {
  all: () => [...platformKeys.all, 'bonuses'] as const,
  list: (locale: string) => [...platformKeys.all, 'bonuses', 'list', locale] as const,
  rating: (id: number) => [...platformKeys.all, 'bonuses', 'rating', id] as const,
  terms: (id: number) => [...platformKeys.all, 'bonuses', 'terms', id] as const,
};
