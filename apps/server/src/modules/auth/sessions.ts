import { and, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions } from '../../db/schema.ts';
import { limitRowsFromJson, limitsJsonSql } from '../limits/json.ts';
import type { LimitRow } from '../limits/rules.ts';
import { randomToken, sha256 } from './crypto.ts';

export type SessionRow = typeof sessions.$inferSelect;
export type EndReason = NonNullable<SessionRow['endReason']>;

/** Refresh last_seen_at / expires_at at most this often (one write per minute per session). */
const TOUCH_EVERY_MS = 60_000;

export interface SessionStoreOptions {
  ttlMs: number;
  now: () => Date;
}

/**
 * Server-side sessions. The client holds a random token (cookie or bearer); the table holds its
 * SHA-256 only. Ended sessions keep their row and reason so the next request can say why (a session
 * limit, an activity limit) instead of a bare 401.
 */
export class SessionStore {
  constructor(
    private readonly db: Db,
    private readonly opts: SessionStoreOptions,
  ) {}

  async create(userId: number, via: 'cookie' | 'bearer'): Promise<{ token: string; row: SessionRow }> {
    const token = randomToken();
    const now = this.opts.now();
    const [row] = await this.db
      .insert(sessions)
      .values({
        id: sha256(token),
        userId,
        via,
        createdAt: now,
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + this.opts.ttlMs),
      })
      .returning();
    if (!row) throw new Error('session insert returned nothing');
    return { token, row };
  }

  /** The session of a token, whether live, ended or expired; null when unknown. */
  async find(token: string): Promise<SessionRow | null> {
    const [row] = await this.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, sha256(token)));
    return row ?? null;
  }

  /**
   * The auth guard's query (every signed-in request): a session with its player's limits. Built once
   * and prepared (named), so neither Drizzle nor PostgreSQL parse it again per request.
   */
  private sessionWithLimitsQuery: ReturnType<SessionStore['prepareSessionWithLimits']> | null = null;

  private prepareSessionWithLimits() {
    return (
      this.db
        // Qualified by hand: Drizzle leaves columns of a one-table select unqualified, which inside the
        // subquery would name user_limits' own user_id.
        .select({ ...getTableColumns(sessions), limits: limitsJsonSql(sql`${sessions}.user_id`) })
        .from(sessions)
        .where(eq(sessions.id, sql.placeholder('id')))
        .prepare('auth_session_with_limits')
    );
  }

  /** find, with the player's non-disabled limits read in the same query (the auth guard's one round trip). */
  async findWithLimits(token: string): Promise<{ row: SessionRow; limits: LimitRow[] } | null> {
    this.sessionWithLimitsQuery ??= this.prepareSessionWithLimits();
    const [found] = await this.sessionWithLimitsQuery.execute({ id: sha256(token) });
    if (!found) return null;
    const { limits, ...row } = found;
    return { row, limits: limitRowsFromJson(limits) };
  }

  /** Sliding expiry: pushes expires_at forward, at most once a minute. */
  async touch(row: SessionRow): Promise<void> {
    const now = this.opts.now();
    if (now.getTime() - row.lastSeenAt.getTime() < TOUCH_EVERY_MS) return;
    await this.db
      .update(sessions)
      .set({ lastSeenAt: now, expiresAt: new Date(now.getTime() + this.opts.ttlMs) })
      .where(eq(sessions.id, row.id));
  }

  async end(id: string, reason: EndReason): Promise<void> {
    await this.db
      .update(sessions)
      .set({ endedAt: this.opts.now(), endReason: reason })
      .where(and(eq(sessions.id, id), isNull(sessions.endedAt)));
  }

  async update(
    id: string,
    values: Partial<Pick<SessionRow, 'sportsbookStartedAt' | 'continuedAt'>>,
  ): Promise<void> {
    await this.db.update(sessions).set(values).where(eq(sessions.id, id));
  }
}

/** Ends every live session of a player (self-exclusion, password reset). */
export async function endUserSessions(db: Db, userId: number, reason: EndReason, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ endedAt: now, endReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.endedAt)));
}
