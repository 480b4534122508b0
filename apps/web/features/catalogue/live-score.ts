import type { Statistics } from '@sportsbook/contract';
import { cricketSideScore } from '@sportsbook/domain';

type Side = 'home' | 'away';

/** One side's live score as a row shows it: tennis in sets, games and points; cricket runs/wickets and overs. */
export type SideScore =
  | { kind: 'tennis'; sets: number; games: number | null; points: string | null; serving: boolean }
  | { kind: 'cricket'; text: string; overs: string | null }
  | { kind: 'total'; text: string };

/** The tennis point score as printed: 0, 15, 30, 40 and A for advantage (the feed sends 50); tie-break points as they are. */
export function tennisPoints(value: number): string {
  return value === 50 ? 'A' : String(value);
}

/**
 * One side's score from the live statistics: for tennis (a point score and a server) the sets won,
 * the games of the set in play and the points of the game, with who serves; for cricket the runs and
 * wickets ("97/3") with the overs faced ("18.2", null before the side bats); otherwise the total.
 * Null before there is a score.
 */
export function sideScore(statistics: Statistics | null, sportKey: string, side: Side): SideScore | null {
  const total = statistics?.total_score;
  if (!statistics || !total) return null;
  const game = statistics.game_score;
  if (sportKey === 'tennis') {
    const current = statistics.period_score.at(-1);
    return {
      kind: 'tennis',
      sets: total[side],
      games: current ? current[side] : null,
      points: game ? tennisPoints(game[side]) : null,
      serving: statistics.current_server === side,
    };
  }
  if (sportKey === 'cricket' && game) {
    const { score, overs } = cricketSideScore(total[side], game[side], statistics.balls?.[side]);
    return { kind: 'cricket', text: score, overs };
  }
  return { kind: 'total', text: String(total[side]) };
}
