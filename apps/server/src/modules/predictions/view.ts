import type { ErrorCode, Match, PredictionRecord, VoteErrorCode, VoteResponse } from '@sportsbook/contract';
import { HttpError } from '../../lib/http-error.ts';
import type { Choice, Counts } from './queries.ts';

const STATUS = { already_voted: 409, vote_closed: 409, vote_no_draw: 400 } as const;
const MESSAGES = {
  already_voted: 'You already voted on this match',
  vote_closed: 'Votes on this match are closed',
  vote_no_draw: 'This match cannot end in a draw',
} as const;

export function voteError(code: (typeof VoteErrorCode)[keyof typeof VoteErrorCode]): HttpError {
  return new HttpError(STATUS[code], code as unknown as ErrorCode, MESSAGES[code]);
}

/** The odds of an outcome of the main market by its position (home, draw, away), null when off. */
function oddsOf(match: Match, side: Choice): number | null {
  const outcomes = match.main_market?.outcomes ?? [];
  const threeWay = outcomes.length === 3;
  const index = side === 'home' ? 0 : side === 'away' ? (threeWay ? 2 : 1) : threeWay ? 1 : -1;
  const outcome = index >= 0 ? outcomes[index] : undefined;
  return outcome?.active ? outcome.odds : null;
}

/** Whether a match can end drawn: its main market has a middle outcome. */
export function hasDraw(match: Match): boolean {
  return (match.main_market?.outcomes.length ?? 0) === 3;
}

/** SPEC §3: a match converted to a prediction record. */
export function predictionOf(match: Match): PredictionRecord {
  const { home, away } = match.competitors;
  return {
    match_id: match.id,
    sr_match_id: match.urn_id,
    home_name: home.name,
    away_name: away.name,
    home_logo: home.logo,
    away_logo: away.logo,
    scheduled: match.start_time,
    tournament_name: match.tournament.name,
    sport: match.sport.key,
    status: match.status,
    odds_home: oddsOf(match, 'home'),
    odds_draw: oddsOf(match, 'draw'),
    odds_away: oddsOf(match, 'away'),
  };
}

export function voteView(
  match: Match,
  votes: Counts,
  mine: { choice: Choice; createdAt: Date } | null,
): VoteResponse {
  return {
    prediction_id: match.id,
    data: predictionOf(match),
    votes,
    open: match.status === 0,
    mine: mine?.choice ?? null,
    created_at: mine ? mine.createdAt.toISOString() : null,
  };
}
