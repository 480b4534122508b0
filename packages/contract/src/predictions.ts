import { z } from 'zod';
import { Id, IsoDateTime } from './common.ts';

/** What a player predicts for a match: the home side, a draw or the away side. */
export const VoteChoice = z.enum(['home', 'draw', 'away']);
export type VoteChoice = z.infer<typeof VoteChoice>;

/** Machine-readable codes of the vote calls (beside ErrorCode and the platform codes). */
export const VoteErrorCode = {
  /** 409: the player already voted on this match (one vote each). */
  alreadyVoted: 'already_voted',
  /** 409: the match is not upcoming any more (votes close at kick-off). */
  closed: 'vote_closed',
  /** 400: a draw on a match that cannot end drawn (no draw outcome). */
  noDraw: 'vote_no_draw',
} as const;

export const VoteQuery = z.object({ match_id: Id });
export const VoteBody = z.object({ match_id: Id, choice: VoteChoice });
export type VoteBody = z.infer<typeof VoteBody>;

/** SPEC §3: a match as a prediction record. Odds are decimal × 1000 from the main market, null when off. */
export const PredictionRecord = z
  .object({
    match_id: z.number().int(),
    sr_match_id: z.string().describe('The match urn id'),
    home_name: z.string(),
    away_name: z.string(),
    home_logo: z.string().nullable(),
    away_logo: z.string().nullable(),
    scheduled: IsoDateTime,
    tournament_name: z.string(),
    sport: z.string().describe('Sport key'),
    status: z.number().int().describe('Match status code (0 prematch …)'),
    odds_home: z.number().int().nullable(),
    odds_draw: z.number().int().nullable(),
    odds_away: z.number().int().nullable(),
  })
  .meta({ id: 'PredictionRecord' });
export type PredictionRecord = z.infer<typeof PredictionRecord>;

export const VoteCounts = z
  .object({
    home: z.number().int().nonnegative(),
    draw: z.number().int().nonnegative(),
    away: z.number().int().nonnegative(),
    total: z.number().int().nonnegative(),
  })
  .meta({ id: 'VoteCounts' });
export type VoteCounts = z.infer<typeof VoteCounts>;

/** GET and POST /vote: the match as a prediction, the crowd's split and the caller's own vote. */
export const VoteResponse = z
  .object({
    prediction_id: z.number().int().describe('The match id'),
    data: PredictionRecord,
    votes: VoteCounts,
    open: z.boolean().describe('Votes are taken (the match is upcoming)'),
    mine: VoteChoice.nullable().describe('The signed-in player’s vote; null for visitors and non-voters'),
    created_at: IsoDateTime.nullable().describe('When the caller voted'),
  })
  .meta({ id: 'VoteResponse' });
export type VoteResponse = z.infer<typeof VoteResponse>;
