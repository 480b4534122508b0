import type { Market, Match } from '@sportsbook/contract';

/** A push event the store applies; others are ignored. */
export type LiveEvent =
  | { event_name: 'match_changed'; message: Partial<Match> & { id: number } }
  | { event_name: 'match_status_changed'; message: { match_id: number; status: Match['status'] } }
  | { event_name: 'markets_changed'; message: { match_id: number; markets: Market[] } }
  | { event_name: 'provider_status_changed'; message: { provider: string; status: 'active' | 'inactive' } };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** A publication's data as a LiveEvent, or null for anything else (checked by shape, without zod). */
export function liveEventFrom(data: unknown): LiveEvent | null {
  if (!isRecord(data) || !isRecord(data.message)) return null;
  const message = data.message;
  switch (data.event_name) {
    case 'match_changed':
      return typeof message.id === 'number' ? (data as LiveEvent) : null;
    case 'match_status_changed':
      return typeof message.match_id === 'number' && typeof message.status === 'number'
        ? (data as LiveEvent)
        : null;
    case 'markets_changed':
      return typeof message.match_id === 'number' && Array.isArray(message.markets)
        ? (data as LiveEvent)
        : null;
    case 'provider_status_changed':
      return typeof message.provider === 'string' &&
        (message.status === 'active' || message.status === 'inactive')
        ? (data as LiveEvent)
        : null;
    default:
      return null;
  }
}

/** Whether a match update carries a whole match (the feed sends one when a match starts). */
export function isWholeMatch(update: Partial<Match>): update is Match {
  return (
    update.type === 'match' &&
    update.competitors !== undefined &&
    update.tournament !== undefined &&
    update.sport !== undefined
  );
}
