import {
  ACTIVITY_TRACK_SECONDS,
  type ActivityTrack,
  FieldError,
  type LimitPeriod,
  PlatformErrorCode,
  type RealityCheck,
  type SportsbookSession,
  type UserLimit,
  type UserLimitChangeResponse,
  type UserLimitCreateBody,
  type UserLimitType,
  type UserLimitUpdateBody,
} from '@sportsbook/contract';
import { and, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { activityDays, userLimits, users } from '../../db/schema.ts';
import { notFound, validationError } from '../../lib/http-error.ts';
import { platformError } from '../auth/errors.ts';
import { endUserSessions, type SessionRow } from '../auth/sessions.ts';
import { ledgerSumsByCurrency } from './ledger.ts';
import {
  effectiveStatus,
  inForce,
  isExclusionType,
  isInForce,
  isMoneyType,
  isStricterOrEqual,
  type LimitRow,
  limitKey,
  limitView,
  utcDay,
  windowStart,
} from './rules.ts';

const MINUTE = 60_000;
const DAY = 86_400_000;
/** Activity calls closer together than this count nothing (a second tab, a retry). */
const ACTIVITY_MIN_GAP_MS = 30_000;
const COOLING_OFF_MAX_DAYS = 42;

/** Non-disabled limits of a player (disabled rows are history only). */
export async function loadLimits(
  db: Db,
  userId: number,
  types?: readonly UserLimitType[],
): Promise<LimitRow[]> {
  const conditions = [eq(userLimits.userId, userId), ne(userLimits.status, 'disabled')];
  if (types) conditions.push(inArray(userLimits.type, [...types]));
  return db
    .select()
    .from(userLimits)
    .where(and(...conditions));
}

/** The exclusion (self-exclusion or cooling-off) in force, if any. */
export function activeExclusion(rows: readonly LimitRow[], now: Date): LimitRow | undefined {
  return inForce(rows, 'selfexclusion', now) ?? inForce(rows, 'coolingoff', now);
}

export function exclusionError(row: LimitRow) {
  const selfExcluded = row.type === 'selfexclusion';
  const until = row.endsAt ? `until ${row.endsAt.toISOString()}` : 'permanently';
  return platformError(
    403,
    selfExcluded ? PlatformErrorCode.selfExcluded : PlatformErrorCode.coolingOff,
    selfExcluded ? `Self-excluded ${until}` : `Cooling off ${until}`,
    [{ path: 'ends_at', message: row.endsAt?.toISOString() ?? 'permanent' }],
  );
}

export interface LimitsServiceOptions {
  now: () => Date;
  /** Cooling period of looser changes and removals. */
  coolingMs: number;
}

/** Limits of SPEC §3 with their lifecycle, session limits, activity tracking and the reality check. */
export class LimitsService {
  constructor(
    private readonly db: Db,
    private readonly opts: LimitsServiceOptions,
  ) {}

  now(): Date {
    return this.opts.now();
  }

  /** Writes timed transitions back (unconfirmed → confirmed, *_disabled → disabled, superseded rows). */
  private async settle(tx: Db, userId: number, now: Date): Promise<LimitRow[]> {
    const rows = await loadLimits(tx, userId);
    const winners = new Map<string, LimitRow>();
    for (const row of rows) {
      if (!isInForce(row, now)) continue;
      const key = limitKey(row);
      const best = winners.get(key);
      if (!best || row.id > best.id) winners.set(key, row);
    }
    const result: LimitRow[] = [];
    for (const row of rows) {
      let status = effectiveStatus(row, now);
      if (isInForce(row, now) && winners.get(limitKey(row))?.id !== row.id) status = 'disabled';
      if (status !== row.status) {
        await tx.update(userLimits).set({ status, updatedAt: now }).where(eq(userLimits.id, row.id));
      }
      if (status !== 'disabled') result.push({ ...row, status });
    }
    return result;
  }

  async list(userId: number): Promise<UserLimit[]> {
    const now = this.now();
    const rows = await this.db.transaction((tx) => this.settle(tx as unknown as Db, userId, now));
    return rows.sort((a, b) => b.id - a.id).map((r) => limitView(r, now));
  }

  async create(userId: number, body: UserLimitCreateBody): Promise<UserLimitChangeResponse> {
    const now = this.now();
    const type = body.type;
    if (isExclusionType(type))
      return this.exclude(userId, type as 'selfexclusion' | 'coolingoff', body.days, now);
    const spec = normalise(type, body);
    return this.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const rows = await this.settle(tx, userId, now);
      return this.setLimit(tx, userId, rows, spec, now);
    });
  }

  async update(userId: number, id: number, body: UserLimitUpdateBody): Promise<UserLimitChangeResponse> {
    const now = this.now();
    return this.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const rows = await this.settle(tx, userId, now);
      const row = rows.find((r) => r.id === id);
      if (!row) throw notFound('Limit');
      if (isExclusionType(row.type)) {
        throw platformError(
          409,
          PlatformErrorCode.limitLocked,
          'An exclusion cannot be changed before it ends',
        );
      }
      if (row.status === 'unconfirmed_disabled' || row.status === 'confirmed_disabled') {
        throw platformError(409, PlatformErrorCode.limitNotChangeable, 'The limit is being removed');
      }
      const spec = normalise(row.type as UserLimitType, {
        type: row.type as UserLimitType,
        value: body.value,
        period: body.period ?? row.period ?? undefined,
        currency: (row.currency ?? undefined) as UserLimitCreateBody['currency'],
        strategy: row.strategy,
      });
      return this.setLimit(tx, userId, rows, spec, now);
    });
  }

  async remove(userId: number, id: number): Promise<UserLimitChangeResponse> {
    const now = this.now();
    return this.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const rows = await this.settle(tx, userId, now);
      const row = rows.find((r) => r.id === id);
      if (!row) throw notFound('Limit');
      if (isExclusionType(row.type)) {
        throw platformError(
          409,
          PlatformErrorCode.limitLocked,
          'An exclusion cannot be lifted before it ends',
        );
      }
      let values: Partial<LimitRow>;
      let appliesNow = true;
      if (row.status === 'unconfirmed' || this.opts.coolingMs === 0) {
        values = { status: 'disabled' };
      } else if (row.status === 'active' || row.status === 'confirmed') {
        values = {
          status: row.status === 'active' ? 'unconfirmed_disabled' : 'confirmed_disabled',
          disableAt: new Date(now.getTime() + this.opts.coolingMs),
        };
        appliesNow = false;
      } else {
        throw platformError(409, PlatformErrorCode.limitNotChangeable, 'The limit is already being removed');
      }
      const [updated] = await tx
        .update(userLimits)
        .set({ ...values, updatedAt: now })
        .where(eq(userLimits.id, row.id))
        .returning();
      if (!updated) throw notFound('Limit');
      return { limit: limitView(updated, now), applies_now: appliesNow };
    });
  }

  /**
   * First limit of its kind or a stricter one: in force at once (the old one and any pending change
   * disabled). A looser one: `unconfirmed` until confirm_until, the old one still applying.
   */
  private async setLimit(
    tx: Db,
    userId: number,
    rows: LimitRow[],
    spec: LimitSpec,
    now: Date,
  ): Promise<UserLimitChangeResponse> {
    const key = limitKey(spec);
    const current = rows.find((r) => limitKey(r) === key && isInForce(r, now));
    const pending = rows.filter((r) => limitKey(r) === key && r.status === 'unconfirmed');
    const appliesNow =
      !current ||
      isStricterOrEqual({ value: spec.value, period: spec.period }, current) ||
      this.opts.coolingMs === 0;
    const toDisable = [...pending, ...(appliesNow && current ? [current] : [])].map((r) => r.id);
    if (toDisable.length > 0) {
      await tx
        .update(userLimits)
        .set({ status: 'disabled', updatedAt: now })
        .where(inArray(userLimits.id, toDisable));
    }
    const [row] = await tx
      .insert(userLimits)
      .values({
        userId,
        type: spec.type,
        status: appliesNow ? 'active' : 'unconfirmed',
        strategy: spec.strategy,
        period: spec.period,
        value: spec.value,
        currency: spec.currency,
        confirmUntil: appliesNow ? null : new Date(now.getTime() + this.opts.coolingMs),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error('limit insert returned nothing');
    return { limit: limitView(row, now), applies_now: appliesNow };
  }

  /**
   * Self-exclusion or cooling-off: in force at once, ends every session of the player, and cannot be
   * shortened (a new one must end no earlier than the one in force).
   */
  private async exclude(
    userId: number,
    type: 'selfexclusion' | 'coolingoff',
    days: number | undefined,
    now: Date,
  ): Promise<UserLimitChangeResponse> {
    if (type === 'coolingoff' && (days === undefined || days > COOLING_OFF_MAX_DAYS)) {
      throw validationError('days', days === undefined ? FieldError.blank : FieldError.tooLong);
    }
    const endsAt = days === undefined ? null : new Date(now.getTime() + days * DAY);
    return this.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const rows = await this.settle(tx, userId, now);
      const current = rows.find((r) => r.type === type && isInForce(r, now));
      if (current) {
        const currentEnd = current.endsAt?.getTime() ?? Number.POSITIVE_INFINITY;
        const nextEnd = endsAt?.getTime() ?? Number.POSITIVE_INFINITY;
        if (nextEnd < currentEnd) {
          throw platformError(409, PlatformErrorCode.limitLocked, 'An exclusion cannot be shortened');
        }
        await tx
          .update(userLimits)
          .set({ status: 'disabled', updatedAt: now })
          .where(eq(userLimits.id, current.id));
      }
      const [row] = await tx
        .insert(userLimits)
        .values({ userId, type, status: 'active', endsAt, createdAt: now, updatedAt: now })
        .returning();
      if (!row) throw new Error('limit insert returned nothing');
      await endUserSessions(tx, userId, 'exclusion', now);
      return { limit: limitView(row, now), applies_now: true };
    });
  }

  // ------------------------------------------------------------------------------------------
  // Sessions, activity, reality check

  /**
   * Whether a session or sportsbook-session limit has run out for this session, and when it will.
   * Called on every authenticated request.
   */
  async sessionLimit(
    session: SessionRow,
    /** The player's limits when already read (e.g. with the session: SessionStore.findWithLimits). */
    limits?: readonly LimitRow[],
  ): Promise<{ reached: boolean; endsAt: Date | null }> {
    const now = this.now();
    const rows = limits ?? (await loadLimits(this.db, session.userId, ['session', 'sportsbook_session']));
    const ends: number[] = [];
    const platform = inForce(rows, 'session', now);
    if (platform?.value != null) ends.push(session.createdAt.getTime() + platform.value * MINUTE);
    const sportsbook = inForce(rows, 'sportsbook_session', now);
    if (sportsbook?.value != null && session.sportsbookStartedAt) {
      ends.push(session.sportsbookStartedAt.getTime() + sportsbook.value * MINUTE);
    }
    if (ends.length === 0) return { reached: false, endsAt: null };
    const endsAt = Math.min(...ends);
    return { reached: now.getTime() >= endsAt, endsAt: new Date(endsAt) };
  }

  /** Tracked activity seconds in the window of the activity (or time) limit in force. */
  private async activityState(userId: number, now: Date): Promise<ActivityTrack & { reached: boolean }> {
    const rows = await loadLimits(this.db, userId, ['activity', 'time']);
    const limit = inForce(rows, 'activity', now) ?? inForce(rows, 'time', now);
    const period: LimitPeriod = limit?.period ?? 'day';
    // Activity is kept per UTC day, so its windows are calendar ones.
    const from = utcDay(windowStart(period, 'calendar', now));
    const [row] = await this.db
      .select({ seconds: sql<string>`coalesce(sum(${activityDays.seconds}), 0)::text` })
      .from(activityDays)
      .where(and(eq(activityDays.userId, userId), gte(activityDays.day, from)));
    const used = Number(row?.seconds ?? 0);
    const limitSeconds = limit?.value != null ? limit.value * 60 : null;
    return {
      period,
      used_seconds: used,
      limit_seconds: limitSeconds,
      reached: limitSeconds !== null && used >= limitSeconds,
    };
  }

  /** Whether the activity limit is used up (sign-in refuses then). */
  async activityReached(userId: number): Promise<boolean> {
    return (await this.activityState(userId, this.now())).reached;
  }

  /** POST /player/activity_limit_track: counts ACTIVITY_TRACK_SECONDS unless called again too soon. */
  async trackActivity(userId: number): Promise<ActivityTrack & { reached: boolean }> {
    const now = this.now();
    const gapBefore = new Date(now.getTime() - ACTIVITY_MIN_GAP_MS);
    await this.db
      .insert(activityDays)
      .values({ userId, day: utcDay(now), seconds: ACTIVITY_TRACK_SECONDS, lastTrackAt: now })
      .onConflictDoUpdate({
        target: [activityDays.userId, activityDays.day],
        set: {
          seconds: sql`${activityDays.seconds} + case when ${activityDays.lastTrackAt} is null or ${activityDays.lastTrackAt} <= ${gapBefore.toISOString()}::timestamptz then ${ACTIVITY_TRACK_SECONDS} else 0 end`,
          lastTrackAt: now,
        },
      });
    return this.activityState(userId, now);
  }

  /** POST /sportsbook_sessions: the sportsbook session starts now (kept if already started). */
  async startSportsbookSession(session: SessionRow): Promise<Partial<SessionRow>> {
    return session.sportsbookStartedAt ? {} : { sportsbookStartedAt: this.now() };
  }

  async sportsbookSessionView(session: SessionRow): Promise<SportsbookSession> {
    const now = this.now();
    const started = session.sportsbookStartedAt ?? session.createdAt;
    const { endsAt } = await this.sessionLimit(session);
    const rows = await loadLimits(this.db, session.userId, ['reality_check']);
    const rc = inForce(rows, 'reality_check', now);
    const last = session.continuedAt ?? started;
    return {
      started_at: started.toISOString(),
      continued_at: session.continuedAt?.toISOString() ?? null,
      session_ends_at: endsAt?.toISOString() ?? null,
      reality_check_at: rc?.value != null ? new Date(last.getTime() + rc.value * MINUTE).toISOString() : null,
    };
  }

  /** GET /player/reality_check; 400 reality_check_not_set without a reality-check limit. */
  async realityCheck(session: SessionRow): Promise<RealityCheck> {
    const now = this.now();
    const rows = await loadLimits(this.db, session.userId, ['reality_check']);
    const rc = inForce(rows, 'reality_check', now);
    if (rc?.value == null) {
      throw platformError(400, PlatformErrorCode.realityCheckNotSet, 'No reality check is set');
    }
    const [user] = await this.db
      .select({ currency: users.currency })
      .from(users)
      .where(eq(users.id, session.userId));
    const currency = user?.currency ?? 'EUR';
    const from = session.sportsbookStartedAt ?? session.createdAt;
    const last = session.continuedAt ?? from;
    const next = new Date(last.getTime() + rc.value * MINUTE);
    const sums = (await ledgerSumsByCurrency(this.db, session.userId, from, currency)).get(currency) ?? {
      stakes: 0,
      wins: 0,
    };
    return {
      period: rc.value,
      currency: currency as RealityCheck['currency'],
      bets_sum: sums.stakes,
      wins_sum: sums.wins,
      from: from.toISOString(),
      to: now.toISOString(),
      due: now >= next,
      next_at: next.toISOString(),
    };
  }
}

interface LimitSpec {
  type: UserLimitType;
  value: number;
  currency: string | null;
  period: LimitPeriod | null;
  strategy: 'rolling' | 'calendar';
}

const PERIOD_TYPES: readonly string[] = ['loss', 'wager', 'deposit', 'activity', 'time'];

/** Checks a limit body against its type's fields (see UserLimitCreateBody). */
function normalise(type: UserLimitType, body: UserLimitCreateBody): LimitSpec {
  if (body.value === undefined) throw validationError('value', FieldError.blank);
  const money = isMoneyType(type);
  if (money && body.currency === undefined) throw validationError('currency', FieldError.blank);
  const needsPeriod = PERIOD_TYPES.includes(type);
  if (needsPeriod && body.period === undefined) throw validationError('period', FieldError.blank);
  if (!money && type !== 'reality_check' && body.value > 60 * 24 * 31)
    throw validationError('value', FieldError.tooLong);
  return {
    type,
    value: body.value,
    currency: money ? (body.currency ?? null) : null,
    period: needsPeriod ? (body.period ?? null) : null,
    strategy: body.strategy ?? 'rolling',
  };
}
