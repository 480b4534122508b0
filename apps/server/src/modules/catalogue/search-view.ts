import type { Event, SearchSportGroup } from '@sportsbook/contract';

/**
 * Ranked events grouped by sport, then league: each sport and league where its best event ranks,
 * event ids in rank order within a league.
 */
export function searchGroupsOf(ranked: readonly Event[]): SearchSportGroup[] {
  const sportsById = new Map<number, SearchSportGroup>();
  const leaguesById = new Map<number, SearchSportGroup['leagues'][number]>();
  for (const event of ranked) {
    let sport = sportsById.get(event.sport.id);
    if (!sport) {
      sport = { sport: event.sport, leagues: [] };
      sportsById.set(event.sport.id, sport);
    }
    let league = leaguesById.get(event.tournament.id);
    if (!league) {
      league = { tournament: event.tournament, category: event.category, event_ids: [] };
      leaguesById.set(event.tournament.id, league);
      sport.leagues.push(league);
    }
    league.event_ids.push(event.id);
  }
  return [...sportsById.values()];
}
