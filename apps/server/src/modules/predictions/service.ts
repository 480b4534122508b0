import type { Match, VoteBody, VoteResponse } from '@sportsbook/contract';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import type { CatalogueService } from '../catalogue/service.ts';
import { castVote, ownVote, voteCounts } from './queries.ts';
import { hasDraw, voteError, voteView } from './view.ts';

/** Predictions (SPEC §7 GET and POST /vote): one vote per player on an upcoming match. */
export class PredictionsService {
  constructor(
    private readonly db: Db,
    private readonly catalogue: CatalogueService,
  ) {}

  private async matchOf(id: number, locale: string): Promise<Match> {
    const event = await this.catalogue.match(id, locale);
    if (event.type !== 'match') throw notFound('Match');
    return event;
  }

  async read(matchId: number, userId: number | null, locale: string): Promise<VoteResponse> {
    const match = await this.matchOf(matchId, locale);
    const [votes, mine] = await Promise.all([
      voteCounts(this.db, matchId),
      userId === null ? null : ownVote(this.db, userId, matchId),
    ]);
    return voteView(match, votes, mine);
  }

  async vote(userId: number, body: VoteBody, locale: string): Promise<VoteResponse> {
    const match = await this.matchOf(body.match_id, locale);
    if (body.choice === 'draw' && !hasDraw(match)) throw voteError('vote_no_draw');
    const result = await castVote(this.db, userId, match.id, body.choice);
    if (result === 'already') throw voteError('already_voted');
    if (result === 'closed') throw voteError('vote_closed');
    return this.read(match.id, userId, locale);
  }
}
