import { z } from 'zod';
import { MatchStatusParam } from './catalogue.ts';
import { csv, Id, queryBool } from './common.ts';

/** What a player can star (SPEC §7 /favourites/{type}): matches (event ids), leagues (tournament ids), teams (competitor ids). */
export const FavouriteType = z.enum(['matches', 'leagues', 'teams']);
export type FavouriteType = z.infer<typeof FavouriteType>;

/** Most favourites of one type a player keeps (a star beyond it is refused with favourites_limit). */
export const MAX_FAVOURITES_PER_TYPE = 200;

/** Machine-readable codes of the favourites calls (beside ErrorCode and the platform codes). */
export const FavouritesErrorCode = {
  /** 409: the player already keeps MAX_FAVOURITES_PER_TYPE favourites of this type. */
  limit: 'favourites_limit',
} as const;

export const FavouriteTypeParams = z.object({ type: FavouriteType });
export const FavouriteParams = z.object({ type: FavouriteType, id: Id });

/** GET /favourites/{type}: for matches, `match_status` and `bettable` narrow the ids to such matches. */
export const FavouritesQuery = z.object({
  match_status: csv(MatchStatusParam)
    .optional()
    .describe('matches only: prematch, live, stopped, closed, finished, not_covered or 0..5'),
  bettable: queryBool.optional().describe('matches only: only matches open for betting'),
});
export type FavouritesQuery = z.input<typeof FavouritesQuery>;

export const FavouritesResponse = z
  .object({
    type: FavouriteType,
    ids: z.array(z.number().int().positive()).describe('Newest first'),
  })
  .meta({ id: 'FavouritesResponse' });
export type FavouritesResponse = z.infer<typeof FavouritesResponse>;

/** POST and DELETE /favourites/{type}/{id}: both idempotent; the answer says where it now stands. */
export const FavouriteToggleResponse = z
  .object({ type: FavouriteType, id: z.number().int().positive(), favourite: z.boolean() })
  .meta({ id: 'FavouriteToggleResponse' });
export type FavouriteToggleResponse = z.infer<typeof FavouriteToggleResponse>;
