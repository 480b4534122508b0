import { cookies } from 'next/headers';
import { ODDS_COOKIE, type OddsTypeName, oddsTypeFrom } from './odds-type.ts';

/** The player's odds format from the `sb_odds` cookie, for server components (european when unset). */
export async function getServerOddsType(): Promise<OddsTypeName> {
  return oddsTypeFrom((await cookies()).get(ODDS_COOKIE)?.value);
}
