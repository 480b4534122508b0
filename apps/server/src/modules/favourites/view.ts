import {
  type ErrorCode,
  FavouritesErrorCode,
  type FavouriteToggleResponse,
  type FavouriteType,
  MAX_FAVOURITES_PER_TYPE,
} from '@sportsbook/contract';
import { HttpError, notFound } from '../../lib/http-error.ts';

export type FavouriteKind = FavouriteType;

/** What the star's target is called in a 404. */
const TARGET_NAME: Record<FavouriteKind, string> = { matches: 'Match', leagues: 'League', teams: 'Team' };

export function targetMissing(kind: FavouriteKind): HttpError {
  return notFound(TARGET_NAME[kind]);
}

export function favouritesFull(kind: FavouriteKind): HttpError {
  return new HttpError(
    409,
    FavouritesErrorCode.limit as unknown as ErrorCode,
    `At most ${MAX_FAVOURITES_PER_TYPE} favourite ${kind} are kept; remove one first`,
  );
}

export function toggleView(kind: FavouriteKind, id: number, favourite: boolean): FavouriteToggleResponse {
  return { type: kind, id, favourite };
}
