import type {
  Jackpot,
  JackpotHit,
  JackpotHitStatus,
  JackpotHitsQuery,
  JackpotHitsResponse,
  JackpotsResponse,
} from '@sportsbook/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { unauthorized } from '../auth/errors.ts';
import { jackpotHitNotice } from '../notifications/events.ts';
import { publishNotificationsAbout } from '../notifications/push.ts';
import { writeNotification } from '../notifications/queries.ts';
import type { PushPublisher } from '../push/publisher.ts';
import { publishBalance } from '../wallet/push.ts';
import type { JackpotDraw } from './draw.ts';
import { type HitHook, type HitRecord, hitStatusError, moveHit, recordHit } from './hits.ts';
import { foldPools } from './pools.ts';
import { type JackpotFilter, levelToHit, listHits, listJackpots, markHitsSeen } from './queries.ts';
import { hitMissing, hitsView, hitView, jackpotMissing, jackpotView, userHasher } from './view.ts';

type HitsQuery = z.output<typeof JackpotHitsQuery>;

/** How often a reading of the jackpots folds the placements' contributions into the pools. */
const FOLD_EVERY_MS = 1000;

export interface JackpotsOptions {
  now: () => Date;
  push: PushPublisher;
  log?: FastifyBaseLogger;
  /** Key of the players' pseudonyms in public hit lists (user_hash). */
  secret: string;
  /** The hit rule: seeded in tests, random in the demo (draw.ts). */
  draw: JackpotDraw;
}

/** The jackpots pieces a placement needs (betting/placement-tx). */
export interface JackpotPlacement {
  draw: JackpotDraw;
  hooks: readonly HitHook[];
}

/** Jackpots, their hits and payouts (SPEC §3, §4 Payout states, §7). */
export class JackpotsService {
  private readonly hash: (userId: number) => string;
  private readonly hooks: HitHook[] = [];
  /** What betting's placement transaction uses to draw and record hits. */
  readonly placement: JackpotPlacement;

  constructor(
    private readonly db: Db,
    private readonly opts: JackpotsOptions,
  ) {
    this.hash = userHasher(opts.secret);
    this.placement = { draw: opts.draw, hooks: this.hooks };
    // The player is told once, when the hit is approved (what they won), in that move's transaction.
    this.hooks.push(async (tx, hit) => {
      if (hit.status === 'approved') await writeNotification(tx, jackpotHitNotice(hit, this.opts.now()));
    });
  }

  /**
   * Runs `hook` inside the transaction of every hit written (placement or forced; status initial) and
   * of every status move (approved, declined, paid), right after it: the seam for "jackpot hit →
   * notification".
   */
  onHit(hook: HitHook): void {
    this.hooks.push(hook);
  }

  /** When the pools were last folded (pools.ts): at most once a second, by a reading. */
  private foldedAt = 0;

  private async fold(): Promise<void> {
    const now = Date.now();
    if (now - this.foldedAt < FOLD_EVERY_MS) return;
    this.foldedAt = now;
    await foldPools(this.db);
  }

  async list(filter: JackpotFilter, locale: string): Promise<JackpotsResponse> {
    await this.fold();
    const rows = await listJackpots(this.db, filter);
    return { data: rows.map((r) => jackpotView(r, locale)) };
  }

  async get(id: number, locale: string): Promise<Jackpot> {
    await this.fold();
    const [row] = await listJackpots(this.db, { ids: [id], page: 1, limit: 1 });
    if (!row) throw jackpotMissing();
    return jackpotView(row, locale);
  }

  /** GET /jackpot-hits: every player's hits (pseudonymous), or with for_user the caller's own (401 without a session). */
  async hits(q: HitsQuery, viewerId: number | null, locale: string): Promise<JackpotHitsResponse> {
    if (q.for_user && viewerId === null) throw unauthorized();
    const rows = await listHits(this.db, {
      statuses: q.status?.length ? q.status : ['approved', 'paid'],
      ...(q.for_user ? { userId: viewerId as number, unseen: q.unseen } : {}),
      jackpotId: q.jackpot_id,
      limit: q.limit,
    });
    return hitsView(rows, locale, viewerId, this.hash);
  }

  markSeen(userId: number, ids: readonly number[]): Promise<number[]> {
    return markHitsSeen(this.db, userId, ids);
  }

  /** A hit for the player outside any bet (dev tools, browser tests), then moved to `status`. */
  async forceHit(
    userId: number,
    input: { jackpotId?: number; levelCode?: string; status: JackpotHitStatus },
    locale: string,
  ): Promise<JackpotHit> {
    const levelId = await levelToHit(this.db, input.jackpotId, input.levelCode);
    if (levelId === null) throw jackpotMissing();
    const hit = await this.db.transaction((tx) =>
      recordHit(tx as unknown as Db, { levelId, userId, betId: null, at: this.opts.now() }, this.hooks),
    );
    if (!hit) throw hitStatusError('empty', input.status);
    const path: JackpotHitStatus[] =
      input.status === 'paid' ? ['approved', 'paid'] : input.status === 'initial' ? [] : [input.status];
    for (const step of path) await this.move(hit.id, step);
    return this.hitOf(hit.id, userId, locale);
  }

  /** The operator's move (approve, decline, pay): 404 unknown hit, 409 a move its state forbids. */
  async move(id: number, to: JackpotHitStatus): Promise<HitRecord> {
    const moved = await moveHit(this.db, id, to, this.opts.now(), this.hooks);
    if (!moved) throw hitMissing();
    if (moved.change) await publishBalance(this.opts.push, moved.change, this.opts.log);
    if (moved.hit.status === 'approved') {
      await publishNotificationsAbout(
        this.opts.push,
        moved.hit.userId,
        'jackpot_hit',
        moved.hit.id,
        this.opts.log,
      );
    }
    return moved.hit;
  }

  async hitOf(id: number, viewerId: number | null, locale: string): Promise<JackpotHit> {
    const [row] = await listHits(this.db, {
      statuses: ['initial', 'approved', 'declined', 'paid'],
      hitId: id,
      limit: 1,
    });
    if (!row) throw hitMissing();
    return hitView(row, locale, viewerId, this.hash);
  }
}
