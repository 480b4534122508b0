/**
 * GET and POST /bonuses/freebets/amb (SPEC §7 getFreebetsAmb): the signed-in player's progress toward
 * each live amb campaign in their currency; POST with the slip's bet also says whether it would count
 * (the domain's ambQualifies, the rule placement counts with).
 */
import {
  type AmbProgress,
  AmbProgressResponse,
  AmbSlipBody,
  ApiError,
  BonusesRoute,
  PLATFORM_CURRENCIES,
} from '@sportsbook/contract';
import { type AmbBet, ambQualifies } from '@sportsbook/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { signedIn } from '../players/player-routes.ts';
import { ambProgressOf, ambRangesOf, ambRuleOf, liveAmbCampaigns } from './amb.ts';
import { playerFacts } from './queries.ts';
import { type CampaignRow, rulesOf } from './rules.ts';
import type { BonusesService } from './service.ts';
import { textIn } from './view.ts';

/** One campaign's progress as the contract shows it; `counts`: the slip's bet would count. */
export function ambView(
  campaign: CampaignRow,
  progress: number,
  locale: string,
  counts: boolean,
): AmbProgress {
  const rule = ambRuleOf(campaign);
  const subunits = (code: string) =>
    PLATFORM_CURRENCIES[code as keyof typeof PLATFORM_CURRENCIES]?.subunits ?? 2;
  return {
    id: campaign.id,
    name: textIn(campaign.name, locale),
    type: rulesOf(campaign).farming_freebet_type ?? 'freebet',
    progress_count: progress,
    possible_progress_count: progress + (counts ? 1 : 0),
    counts,
    amb_ranges: ambRangesOf(campaign, rule.stakeCurrency).map((r) => ({
      number_of_bets: r.numberOfBets,
      currency: r.currency,
      currency_subunits: subunits(r.currency),
      number_of_freebets: r.numberOfFreebets,
      issued_bonus_amount: r.amount,
    })),
    stake_currency: rule.stakeCurrency,
    min_stake: rule.minStake,
    issue_to: campaign.validTo?.toISOString() ?? null,
    qualifying: {
      bet_types: [...rule.betTypes],
      min_selections: rule.minSelections,
      min_selection_odds: rule.minSelectionOdds,
    },
  };
}

/** The player's progress list; with a slip bet, whether it counts toward each campaign. */
export async function ambProgressList(
  db: Db,
  userId: number,
  now: Date,
  locale: string,
  slip?: z.output<typeof AmbSlipBody>,
): Promise<AmbProgressResponse> {
  const player = await playerFacts(db, userId);
  const campaigns = (await liveAmbCampaigns(db, userId, now)).filter(
    (c) => ambRuleOf(c).stakeCurrency === player?.currency,
  );
  const progress = await ambProgressOf(
    db,
    userId,
    campaigns.map((c) => c.id),
  );
  const bet: AmbBet | undefined = slip && {
    betType: slip.bet_type,
    currency: slip.stake.currency,
    cashStake: slip.freebet ? 0 : slip.stake.value,
    selectionOdds: slip.selections.map((s) => s.odds),
  };
  return {
    data: campaigns.map((c) =>
      ambView(c, progress.get(c.id) ?? 0, locale, bet !== undefined && ambQualifies(ambRuleOf(c), bet)),
    ),
  };
}

const tags = ['bonuses'];
const errors = { 400: ApiError, 401: ApiError };
const DESCRIPTION =
  'Live accumulator-bonus progress campaigns in the player’s currency: progress_count is the qualifying bets placed so far (cash bets meeting `qualifying`, min_stake in stake_currency); each amb_ranges entry issues number_of_freebets free bets of issued_bonus_amount once, when the count reaches number_of_bets (bonus_issued is pushed). The web slip shows it behind the accumulator_progress_bar feature flag.';

/** The amb routes; register inside the session-guarded bonus routes (401 unauthorized when signed out). */
export async function ambRoutes(app: FastifyInstance, bonuses: BonusesService): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    BonusesRoute.freebetsAmb,
    {
      schema: {
        tags,
        summary: 'Accumulator-bonus progress',
        description: DESCRIPTION,
        response: { 200: AmbProgressResponse, ...errors },
      },
    },
    (request) => ambProgressList(bonuses.database, signedIn(request).userId, bonuses.clock(), request.locale),
  );
  r.post(
    BonusesRoute.freebetsAmb,
    {
      schema: {
        tags,
        summary: 'Accumulator-bonus progress with the slip’s bet',
        description: `${DESCRIPTION} With the slip’s bet: counts says whether it would count, and possible_progress_count is progress_count + 1 when it does.`,
        body: AmbSlipBody,
        response: { 200: AmbProgressResponse, ...errors },
      },
    },
    (request) =>
      ambProgressList(
        bonuses.database,
        signedIn(request).userId,
        bonuses.clock(),
        request.locale,
        request.body,
      ),
  );
}
