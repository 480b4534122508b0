/**
 * The operator's issue of a campaign to a player (POST /operator/bonuses): the same service path as
 * promo codes and triggers (BonusesService.issueInTx under the player's row lock, `bonus_issued`
 * pushed), once per campaign, player and idempotency key.
 */
import { BonusErrorCode, OperatorErrorCode, type OperatorIssueBody } from '@sportsbook/contract';
import { isFreebetType } from '@sportsbook/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { issuedBonuses } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { PlayersService } from '../players/service.ts';
import { campaignById, campaignByKey, type IssuedWithCampaign, playerFacts } from './queries.ts';
import type { CampaignRow, IssuedRow } from './rules.ts';
import type { BonusesService } from './service.ts';

const MESSAGES: Record<OperatorErrorCode, string> = {
  operator_unauthorized: 'A valid operator key is required (Authorization: Bearer)',
  operator_api_disabled: 'The operator API is off: OPERATOR_API_KEY is not set',
  campaign_unknown: 'No campaign has this id or key',
  player_unknown: 'No player has this id or e-mail',
  campaign_not_live: 'The campaign is switched off or outside its validity window',
  bonus_not_eligible: 'The player may not have this bonus',
  amount_not_applicable: 'An amount applies to free-bet campaigns only',
};

const STATUS: Record<OperatorErrorCode, number> = {
  operator_unauthorized: 401,
  operator_api_disabled: 503,
  campaign_unknown: 404,
  player_unknown: 404,
  campaign_not_live: 422,
  bonus_not_eligible: 403,
  amount_not_applicable: 422,
};

/** A refused operator call: `{code, message}` with the code's status. */
export function operatorError(code: OperatorErrorCode): HttpError {
  return new HttpError(STATUS[code], code as unknown as HttpError['code'], MESSAGES[code]);
}

/** The issue key of an operator issue (other triggers use '' or their own prefixes). */
const issueKeyOf = (key: string) => `operator:${key}`;

async function issuedByKey(db: Db, campaignId: number, userId: number, issueKey: string) {
  const [row] = await db
    .select()
    .from(issuedBonuses)
    .where(
      and(
        eq(issuedBonuses.campaignId, campaignId),
        eq(issuedBonuses.userId, userId),
        eq(issuedBonuses.issueKey, issueKey),
      ),
    );
  return row;
}

async function campaignOf(db: Db, ref: number | string): Promise<CampaignRow> {
  const campaign = typeof ref === 'number' ? await campaignById(db, ref) : await campaignByKey(db, ref);
  if (!campaign) throw operatorError(OperatorErrorCode.campaignUnknown);
  return campaign;
}

export interface OperatorIssued extends IssuedWithCampaign {
  replayed: boolean;
}

/**
 * Issues the body's campaign to its player, or answers the bonus this idempotency key issued before
 * (replayed). The player's row lock (taken first) queues concurrent calls, so a burst with one key
 * issues one bonus and pushes `bonus_issued` once.
 */
export async function operatorIssue(
  bonuses: BonusesService,
  players: PlayersService,
  body: OperatorIssueBody,
): Promise<OperatorIssued> {
  const db = bonuses.database;
  const campaign = await campaignOf(db, body.campaign);
  const user =
    body.player_id !== undefined
      ? await players.findById(body.player_id)
      : await players.findByEmail(body.email ?? '');
  if (!user) throw operatorError(OperatorErrorCode.playerUnknown);
  if (body.amount !== undefined && !isFreebetType(campaign.type)) {
    throw operatorError(OperatorErrorCode.amountNotApplicable);
  }
  const issueKey = issueKeyOf(body.idempotency_key);
  const done = await db.transaction(async (tx): Promise<{ issued: IssuedRow; replayed: boolean }> => {
    const t = tx as unknown as Db;
    await playerFacts(t, user.id, true);
    const before = await issuedByKey(t, campaign.id, user.id, issueKey);
    if (before) return { issued: before, replayed: true };
    const issued = await bonuses.issueInTx(t, user.id, campaign, issueKey, body.amount);
    if (issued === BonusErrorCode.promoCodeExpired) throw operatorError(OperatorErrorCode.campaignNotLive);
    if (issued === BonusErrorCode.promoCodeNotEligible) throw operatorError(OperatorErrorCode.notEligible);
    if (typeof issued === 'string') {
      // Inserted meanwhile under the same key (the unique index): answer that bonus.
      const again = await issuedByKey(t, campaign.id, user.id, issueKey);
      if (!again) throw operatorError(OperatorErrorCode.notEligible);
      return { issued: again, replayed: true };
    }
    return { issued, replayed: false };
  });
  if (!done.replayed) await bonuses.publishIssued(user.id, campaign, done.issued);
  return { campaign, issued: done.issued, replayed: done.replayed };
}
