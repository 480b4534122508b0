import {
  type Bonus,
  BonusErrorCode,
  type BonusesQuery,
  type BonusesResponse,
  type BonusTermsResponse,
  type CampaignsQuery,
  type CampaignsResponse,
  type TournamentRatingResponse,
} from '@sportsbook/contract';
import {
  BONUS_LIST_DEFAULT_LIMIT,
  BonusStatus,
  BonusType,
  FREEBET_TYPES,
  isFreebetType,
  TOURNAMENT_LIST_DEFAULT_LIMIT,
} from '@sportsbook/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { BonusTrigger } from '../../db/schema.ts';
import type { PushPublisher } from '../push/publisher.ts';
import { boostFreebetInTx } from './boost.ts';
import { publishBonusIssued } from './push.ts';
import {
  activeFreebets,
  campaignByKey,
  campaignByPromoCode,
  campaignsByTrigger,
  depositCount,
  type IssuedWithCampaign,
  insertIssued,
  issuedOf,
  leaderboardOf,
  liveCampaigns,
  markSeen,
  playerFacts,
  updateIssued,
} from './queries.ts';
import { type CampaignRow, type IssuedRow, rulesOf } from './rules.ts';
import { campaignPoints, poolOf } from './tournament.ts';
import { bonusError, bonusView, campaignView, computedStatus, textIn } from './view.ts';

export interface BonusesOptions {
  now: () => Date;
  push: PushPublisher;
  log?: FastifyBaseLogger | undefined;
  /** SPEC §3 allow_multiple_active_user_freebets: more than one active free bet per player (default off). */
  allowMultipleActiveFreebets?: boolean | undefined;
}

/** The per-type lists of SPEC §7 and the bonus types each holds (empty: every type). */
export const BONUS_LISTS = {
  all: [],
  comboboosts: ['comboboost'],
  freebets: FREEBET_TYPES,
  huntings: ['hunting'],
  lootboxes: ['lootbox'],
  tournaments: ['tournament'],
} as const satisfies Record<string, readonly string[]>;
export type BonusList = keyof typeof BONUS_LISTS;

const DAY = 86_400_000;
type Query = z.output<typeof BonusesQuery>;

/** `a***@example.test`: other players on a leaderboard. */
function maskEmail(email: string): string {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 1)}***@${domain}`;
}

/** Why a campaign cannot be issued to a player now, or null when it can. */
function refusalOf(
  campaign: CampaignRow,
  player: { verified: boolean; country: string | null; currency: string },
  now: Date,
): BonusErrorCode | null {
  const t = now.getTime();
  const live =
    campaign.status === 'active' &&
    (campaign.validFrom === null || campaign.validFrom.getTime() <= t) &&
    (campaign.validTo === null || campaign.validTo.getTime() > t);
  if (!live) return BonusErrorCode.promoCodeExpired;
  if (campaign.onlyVerified && !player.verified) return BonusErrorCode.promoCodeNotEligible;
  const countries = campaign.countryCodes;
  if (countries.length > 0 && !countries.includes((player.country ?? '').toUpperCase())) {
    return BonusErrorCode.promoCodeNotEligible;
  }
  if (isFreebetType(campaign.type) && rulesOf(campaign).amounts?.[player.currency] === undefined) {
    return BonusErrorCode.promoCodeNotEligible;
  }
  return null;
}

/**
 * Bonuses: issuing campaigns to players (promo code, triggers, operator), the player's lists, details,
 * terms, seen marks and activation, and the `bonus_issued` push. Placement and settlement hooks are in
 * placement.ts and settlement.ts.
 */
export class BonusesService {
  constructor(
    private readonly db: Db,
    private readonly opts: BonusesOptions,
  ) {}

  /** The database the service reads (dev routes look campaigns up in it). */
  get database(): Db {
    return this.db;
  }

  /** The service's clock (amb-routes.ts reads progress at this time). */
  clock(): Date {
    return this.opts.now();
  }

  private get now(): Date {
    return this.opts.now();
  }

  /** Issues the campaign of `code` once per player (unknown, expired, used, not eligible: 4xx codes). */
  async redeemPromoCode(userId: number, code: string, locale: string): Promise<Bonus> {
    const campaign = await campaignByPromoCode(this.db, code);
    if (!campaign) throw bonusError(BonusErrorCode.promoCodeUnknown);
    const issued = await this.db.transaction((tx) =>
      this.issueInTx(tx as unknown as Db, userId, campaign, ''),
    );
    if (typeof issued === 'string') throw bonusError(issued);
    await this.publishIssued(userId, campaign, issued);
    return bonusView(campaign, issued, locale, this.now);
  }

  /**
   * Issues `campaign` to the player in the caller's transaction (the player row is locked, so the
   * one-active-free-bet rule holds under concurrency); returns the refusal code instead when it cannot.
   */
  async issueInTx(
    db: Db,
    userId: number,
    campaign: CampaignRow,
    issueKey: string,
    amountOverride?: number,
  ): Promise<IssuedRow | BonusErrorCode> {
    const now = this.now;
    const player = await playerFacts(db, userId, true);
    if (!player) return BonusErrorCode.promoCodeNotEligible;
    const refusal = refusalOf(campaign, player, now);
    if (refusal) return refusal;
    const rules = rulesOf(campaign);
    const freebet = isFreebetType(campaign.type);
    let status: string = rules.activation === 'manual' ? BonusStatus.available : BonusStatus.active;
    if (freebet && status === BonusStatus.active && !this.opts.allowMultipleActiveFreebets) {
      if ((await activeFreebets(db, userId, FREEBET_TYPES)).length > 0) status = BonusStatus.available;
    }
    const issued = await insertIssued(db, {
      campaignId: campaign.id,
      userId,
      issueKey,
      type: campaign.type,
      status,
      currency: player.currency,
      amount: freebet ? (amountOverride ?? rules.amounts?.[player.currency] ?? null) : null,
      usesCount: freebet ? (rules.uses_count ?? 1) : (rules.uses_count ?? null),
      activatedAt: status === BonusStatus.active ? now : null,
      expiresAt: rules.expires_after_days ? new Date(now.getTime() + rules.expires_after_days * DAY) : null,
      createdAt: now,
      updatedAt: now,
    });
    return issued ?? BonusErrorCode.promoCodeUsed;
  }

  /** Issues every live campaign of a trigger (sign_up, first_deposit) the player may have; returns how many. */
  async issueOnTrigger(userId: number, trigger: BonusTrigger): Promise<number> {
    let n = 0;
    for (const campaign of await campaignsByTrigger(this.db, trigger)) {
      const issued = await this.db.transaction((tx) =>
        this.issueInTx(tx as unknown as Db, userId, campaign, ''),
      );
      if (typeof issued === 'string') continue;
      n++;
      await this.publishIssued(userId, campaign, issued);
    }
    return n;
  }

  /** First-deposit campaigns, when the player's deposits so far are exactly one. */
  async issueOnFirstDeposit(userId: number): Promise<number> {
    if ((await depositCount(this.db, userId)) !== 1) return 0;
    return this.issueOnTrigger(userId, 'first_deposit');
  }

  /** The operator issues a campaign by key (`issueKey` distinguishes repeated issues). */
  async issueByKey(userId: number, key: string, issueKey = ''): Promise<IssuedRow | BonusErrorCode> {
    const campaign = await campaignByKey(this.db, key);
    if (!campaign) return BonusErrorCode.promoCodeUnknown;
    const issued = await this.db.transaction((tx) =>
      this.issueInTx(tx as unknown as Db, userId, campaign, issueKey),
    );
    if (typeof issued !== 'string') await this.publishIssued(userId, campaign, issued);
    return issued;
  }

  /** Live campaigns shown in promotions (show_in_promotion), for visitors and players alike. */
  async campaigns(query: z.output<typeof CampaignsQuery>, locale: string): Promise<CampaignsResponse> {
    const rows = (await liveCampaigns(this.db, this.now)).filter(
      (c) => rulesOf(c).show_in_promotion === true && (query.type === undefined || c.type === query.type),
    );
    const page = rows.slice((query.page - 1) * query.limit, query.page * query.limit);
    return {
      data: page.map((c) => campaignView(c, locale)),
      pagination: {
        total: rows.length,
        page: query.page,
        limit: query.limit,
        last_page: Math.max(1, Math.ceil(rows.length / query.limit)),
      },
    };
  }

  /** One of the per-type lists (SPEC §7), newest first, filtered by isAvailable and status. */
  async list(userId: number, list: BonusList, query: Query, locale: string): Promise<BonusesResponse> {
    const now = this.now;
    const limit =
      query.limit ?? (list === 'tournaments' ? TOURNAMENT_LIST_DEFAULT_LIMIT : BONUS_LIST_DEFAULT_LIMIT);
    const rows = (await issuedOf(this.db, userId, BONUS_LISTS[list]))
      .reverse()
      .filter(({ campaign, issued }) => {
        const status = computedStatus(campaign, issued, now);
        if (query.status !== undefined && status !== query.status) return false;
        if (query.isAvailable === undefined) return true;
        const usable = status === BonusStatus.active || status === BonusStatus.available;
        return usable === query.isAvailable;
      });
    const page = rows.slice((query.page - 1) * limit, query.page * limit);
    return {
      data: page.map((r) => bonusView(r.campaign, r.issued, locale, now)),
      pagination: {
        total: rows.length,
        page: query.page,
        limit,
        last_page: Math.max(1, Math.ceil(rows.length / limit)),
      },
    };
  }

  private async one(userId: number, id: number): Promise<IssuedWithCampaign> {
    const [row] = await issuedOf(this.db, userId, [], [id]);
    if (!row) throw bonusError(BonusErrorCode.bonusNotFound);
    return row;
  }

  async get(userId: number, id: number, locale: string): Promise<Bonus> {
    const { campaign, issued } = await this.one(userId, id);
    return bonusView(campaign, issued, locale, this.now);
  }

  async terms(userId: number, id: number, locale: string): Promise<BonusTermsResponse> {
    const { campaign, issued } = await this.one(userId, id);
    return { id: issued.id, name: textIn(campaign.name, locale), terms: textIn(campaign.terms, locale) };
  }

  /** The leaderboard of the campaign of the player's tournament bonus `id` (SPEC §3 Leaderboard row). */
  async rating(userId: number, id: number, limit: number): Promise<TournamentRatingResponse> {
    const { campaign, issued } = await this.one(userId, id);
    if (issued.type !== BonusType.tournament) throw bonusError(BonusErrorCode.bonusNotFound);
    const rows = (await leaderboardOf(this.db, campaign.id)).map((r, i) => ({
      position: i + 1,
      current_user: r.userId === userId,
      email: r.userId === userId ? r.email : maskEmail(r.email),
      farmed_amount: Number(r.points),
      currency_code: r.currency,
      farmed_freebets_count: Number(r.freebets),
    }));
    const top = rows.slice(0, limit);
    const mine = rows.find((r) => r.current_user);
    if (mine && !top.includes(mine)) top.push(mine);
    const pool = poolOf(campaign, await campaignPoints(this.db, campaign.id));
    return {
      data: top,
      pool_amount: pool.pool_amount,
      currency: pool.currency,
      pool_levels: pool.pool_levels,
    };
  }

  /** Marks the player's unseen bonuses among `ids` seen; returns how many changed. */
  markSeen(userId: number, ids: readonly number[]): Promise<number> {
    return markSeen(this.db, userId, ids, this.now);
  }

  /** Activates an available bonus (one active free bet at a time unless the operator allows more). */
  async activate(userId: number, id: number, locale: string): Promise<Bonus> {
    const now = this.now;
    const row = await this.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      await playerFacts(db, userId, true);
      const [found] = await issuedOf(db, userId, [], [id], true);
      if (!found) throw bonusError(BonusErrorCode.bonusNotFound);
      const status = computedStatus(found.campaign, found.issued, now);
      if (status === BonusStatus.active) return found;
      if (status !== BonusStatus.available) throw bonusError(BonusErrorCode.bonusNotActivatable);
      if (isFreebetType(found.issued.type) && !this.opts.allowMultipleActiveFreebets) {
        const others = await activeFreebets(db, userId, FREEBET_TYPES, id);
        if (others.some((o) => computedStatus(o.campaign, o.issued, now) === BonusStatus.active)) {
          throw bonusError(BonusErrorCode.freebetAlreadyActive);
        }
      }
      const issued = await updateIssued(db, id, {
        status: BonusStatus.active,
        activatedAt: now,
        updatedAt: now,
      });
      return { campaign: found.campaign, issued };
    });
    return bonusView(row.campaign, row.issued, locale, now);
  }

  /** Boosts free bet `id` with a loot box's boost (boost.ts). */
  async boost(userId: number, id: number, locale: string): Promise<Bonus> {
    const now = this.now;
    const row = await this.db.transaction((tx) => boostFreebetInTx(tx as unknown as Db, userId, id, now));
    return bonusView(row.campaign, row.issued, locale, now);
  }

  /** `bonus_issued` on the player's private channels, in every locale; failures are logged only. */
  async publishIssued(_userId: number, campaign: CampaignRow, issued: IssuedRow): Promise<void> {
    await publishBonusIssued(this.opts.push, { campaign, issued }, this.now, this.opts.log);
  }
}
