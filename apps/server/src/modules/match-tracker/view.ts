import type { MatchIncident, MatchStream } from '@sportsbook/contract';
import { API_PREFIX, MatchWidgetRoute } from '@sportsbook/contract/routes';
import type { IncidentRow } from '../feed/incidents.ts';

/** A stored or fresh incident in the contract's shape. */
export function incidentView(row: IncidentRow): MatchIncident {
  return {
    id: row.id ?? 0,
    match_id: row.eventId,
    kind: row.kind,
    side: row.side,
    points: row.points,
    period: row.period,
    match_time: row.matchTime,
    score: row.score,
    created_at: row.createdAt.toISOString(),
  };
}

/** The demo stream every match with has_video plays (a short looping clip this server serves). */
export function demoStream(matchId: number): MatchStream {
  return {
    id: `demo-${matchId}`,
    kind: 'demo',
    url: `${API_PREFIX.sportsbook}${MatchWidgetRoute.demoStream}`,
    mime_type: 'video/webm',
    loop: true,
  };
}
