import {
  type FavouritesQuery,
  type FavouritesResponse,
  type FavouriteToggleResponse,
  MAX_FAVOURITES_PER_TYPE,
} from '@sportsbook/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { addStar, followedEventIds, removeStar, starredIds } from './queries.ts';
import { type FavouriteKind, favouritesFull, targetMissing, toggleView } from './view.ts';

type Query = z.output<typeof FavouritesQuery>;

/** Favourites of signed-in players (SPEC §7 /favourites/{type}, §4 optimistic toggle). */
export class FavouritesService {
  constructor(
    private readonly db: Db,
    private readonly max = MAX_FAVOURITES_PER_TYPE,
  ) {}

  async list(userId: number, kind: FavouriteKind, q: Query): Promise<FavouritesResponse> {
    const narrow = { statuses: q.match_status, bettable: q.bettable };
    return { type: kind, ids: await starredIds(this.db, userId, kind, narrow) };
  }

  async add(userId: number, kind: FavouriteKind, id: number): Promise<FavouriteToggleResponse> {
    const result = await addStar(this.db, userId, kind, id, this.max);
    if (result.missing) throw targetMissing(kind);
    if (result.full) throw favouritesFull(kind);
    return toggleView(kind, id, true);
  }

  async remove(userId: number, kind: FavouriteKind, id: number): Promise<FavouriteToggleResponse> {
    await removeStar(this.db, userId, kind, id);
    return toggleView(kind, id, false);
  }

  /** Events the player follows (starred matches, matches of starred leagues and teams). */
  followedEvents(userId: number): Promise<number[]> {
    return followedEventIds(this.db, userId);
  }
}
