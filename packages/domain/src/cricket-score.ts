/** Legal deliveries in one over (SPEC cricket scoring: overs are printed as "overs.balls"). */
export const BALLS_PER_OVER = 6;

/** Legal deliveries in one innings of the limited-overs format the feed simulates (20 overs). */
export const INNINGS_BALLS = 20 * BALLS_PER_OVER;

/**
 * Overs bowled as cricket prints them, from a count of legal balls: 110 → "18.2" (18 overs and
 * 2 balls), 120 → "20", 0 → "0". The part after the point is a ball count (0–5), never a decimal
 * fraction. Negative or fractional counts are clamped and floored.
 */
export function oversFromBalls(balls: number): string {
  const whole = Math.max(0, Math.floor(Number.isFinite(balls) ? balls : 0));
  const overs = Math.floor(whole / BALLS_PER_OVER);
  const rest = whole % BALLS_PER_OVER;
  return rest === 0 ? String(overs) : `${overs}.${rest}`;
}

/** One side's cricket score as printed: runs/wickets ("145/3"). */
export function cricketRunsText(runs: number, wickets: number): string {
  return `${runs}/${wickets}`;
}

/**
 * One side's cricket score with its overs, for a row or the match header: `{score: "145/3", overs:
 * "18.2"}`; `overs` is null when the side has not batted yet (no ball bowled) or the count is unknown.
 * The label around the overs ("18.2 ov") is the locale's.
 */
export function cricketSideScore(
  runs: number,
  wickets: number,
  balls: number | null | undefined,
): { score: string; overs: string | null } {
  return {
    score: cricketRunsText(runs, wickets),
    overs: balls == null || balls <= 0 ? null : oversFromBalls(balls),
  };
}
