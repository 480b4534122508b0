import {
  ApiError,
  FavouriteParams,
  FavouritesQuery,
  FavouritesResponse,
  FavouritesRoute,
  FavouriteToggleResponse,
  FavouriteTypeParams,
} from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Auth } from '../auth/auth.ts';
import { playerOnly } from '../auth/player-only.ts';
import { signedIn } from '../players/player-routes.ts';
import type { FavouritesService } from './service.ts';

export interface FavouritesRoutesOptions {
  favourites: FavouritesService;
  auth: Auth;
}

const tags = ['favourites'];
const errors = { 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError, 409: ApiError };

/** The player's stars below /api/sportsbook/v2 (SPEC §7); every call needs a signed-in player. */
export const favouritesRoutes: FastifyPluginAsyncZod<FavouritesRoutesOptions> = async (app, opts) => {
  const { favourites, auth } = opts;
  playerOnly(app, auth);

  app.get(
    FavouritesRoute.list,
    {
      schema: {
        tags,
        summary: 'The player’s favourite matches, leagues or teams (ids, newest first)',
        description: 'For matches, match_status and bettable narrow the ids to such matches.',
        params: FavouriteTypeParams,
        querystring: FavouritesQuery,
        response: { 200: FavouritesResponse, ...errors },
      },
    },
    (request) => favourites.list(signedIn(request).userId, request.params.type, request.query),
  );

  app.post(
    FavouritesRoute.item,
    {
      schema: {
        tags,
        summary: 'Star a match, league or team',
        description:
          'Idempotent: starring again keeps one star. 404 when it does not exist; 409 favourites_limit beyond MAX_FAVOURITES_PER_TYPE (200) per type.',
        params: FavouriteParams,
        response: { 200: FavouriteToggleResponse, ...errors },
      },
    },
    (request) => favourites.add(signedIn(request).userId, request.params.type, request.params.id),
  );

  app.delete(
    FavouritesRoute.item,
    {
      schema: {
        tags,
        summary: 'Unstar a match, league or team',
        description: 'Idempotent: unstarring what is not starred answers favourite false too.',
        params: FavouriteParams,
        response: { 200: FavouriteToggleResponse, ...errors },
      },
    },
    (request) => favourites.remove(signedIn(request).userId, request.params.type, request.params.id),
  );
};
