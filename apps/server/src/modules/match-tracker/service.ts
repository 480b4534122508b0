import { createHmac } from 'node:crypto';
import type {
  MatchStatisticsWidget,
  MatchStreamsResponse,
  MatchTimelineWidget,
  MatchVideoResponse,
} from '@sportsbook/contract';
import { possessionPercent, type TrackerSport, type TrackerStats } from '@sportsbook/domain';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import { sportDef } from '../feed/fixtures.ts';
import { trackerSportOf } from '../feed/incidents.ts';
import { flavourOf } from '../feed/live.ts';
import { incidentCounts, latestIncidents, matchFacts } from './queries.ts';
import { demoStream, incidentView } from './view.ts';

/** Incidents a timeline answers with. */
export const TIMELINE_LIMIT = 50;

export interface MatchTrackerOptions {
  /** video_settings.enabled of the site configuration: false hides every stream. */
  videoEnabled: boolean;
  /** Key of the viewer ids handed to the stream provider (GET /watchersio/userid). */
  viewerIdSecret: string;
}

/** Statistics, timeline and video of a match (SPEC §7 widget stats, video, streams). */
export class MatchTrackerService {
  constructor(
    private readonly db: Db,
    private readonly opts: MatchTrackerOptions,
  ) {}

  private async facts(id: number): Promise<{ sport: TrackerSport | null; hasVideo: boolean }> {
    const facts = await matchFacts(this.db, id);
    if (!facts) throw notFound('Match');
    const kind = sportDef(facts.sportKey)?.kind ?? facts.sportKey;
    return { sport: trackerSportOf(flavourOf(kind, facts.sportKey)), hasVideo: facts.hasVideo };
  }

  async statistics(id: number): Promise<MatchStatisticsWidget> {
    const { sport } = await this.facts(id);
    const [counts, [last]] = await Promise.all([
      incidentCounts(this.db, id),
      latestIncidents(this.db, id, 1),
    ]);
    const stats: TrackerStats = {};
    for (const c of counts) {
      const into = c.kind === 'attack' || c.kind === 'dangerous_attack' ? [c.kind, 'possession'] : [c.kind];
      for (const k of into) {
        const prior = stats[k] ?? { home: 0, away: 0 };
        stats[k] = { ...prior, [c.side]: prior[c.side] + c.n };
      }
    }
    return {
      match_id: id,
      sport,
      stats,
      possession: possessionPercent(stats),
      last: last ? incidentView(last) : null,
    };
  }

  async timeline(id: number): Promise<MatchTimelineWidget> {
    const { sport } = await this.facts(id);
    const rows = await latestIncidents(this.db, id, TIMELINE_LIMIT);
    return { match_id: id, sport, incidents: rows.map(incidentView) };
  }

  async video(id: number): Promise<MatchVideoResponse> {
    const { hasVideo } = await this.facts(id);
    const available = hasVideo && this.opts.videoEnabled;
    return { match_id: id, available, stream: available ? demoStream(id) : null };
  }

  async streams(id: number): Promise<MatchStreamsResponse> {
    const video = await this.video(id);
    return { match_id: id, data: video.stream ? [video.stream] : [] };
  }

  /** A stable id of a player for the stream provider that does not reveal the player's own id. */
  viewerId(userId: number | null): string {
    if (userId === null) return '';
    return createHmac('sha256', this.opts.viewerIdSecret)
      .update(`watchersio:${userId}`)
      .digest('hex')
      .slice(0, 32);
  }
}
