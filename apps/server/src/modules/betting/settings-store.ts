import type { BettingSettings, SettingsResponse, SettingsUpdateBody } from '@sportsbook/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { playerSettings } from '../../db/schema.ts';

/** What a player saved; fields never saved are absent (the defaults apply). */
export interface SavedSettings extends Partial<BettingSettings> {
  /** The player's push-notification subscription (null: opted out; absent: never stored). */
  pushSubscription?: string | null;
  updatedAt: Date;
}

/** The player's saved betting settings, or null when none. */
export async function loadPlayerSettings(db: Db, userId: number): Promise<SavedSettings | null> {
  const [row] = await db.select().from(playerSettings).where(eq(playerSettings.userId, userId));
  if (!row) return null;
  return {
    ...(row.stakes ? { stakes: row.stakes } : {}),
    ...(row.autoAcceptOddsChange ? { auto_accept_odds_change: row.autoAcceptOddsChange } : {}),
    ...(row.oddsType ? { odds_type: row.oddsType as BettingSettings['odds_type'] } : {}),
    pushSubscription: row.pushSubscription,
    updatedAt: row.updatedAt,
  };
}

/** Saves the fields given (others keep their saved value or default). */
export async function savePlayerSettings(
  db: Db,
  userId: number,
  body: SettingsUpdateBody,
  now: Date,
): Promise<void> {
  const set = {
    ...(body.stakes !== undefined ? { stakes: body.stakes } : {}),
    ...(body.auto_accept_odds_change !== undefined
      ? { autoAcceptOddsChange: body.auto_accept_odds_change }
      : {}),
    ...(body.odds_type !== undefined ? { oddsType: body.odds_type } : {}),
    ...(body.one_signal_push_notification_subscription !== undefined
      ? { pushSubscription: body.one_signal_push_notification_subscription }
      : {}),
    updatedAt: now,
  };
  await db
    .insert(playerSettings)
    .values({ userId, ...set })
    .onConflictDoUpdate({ target: playerSettings.userId, set });
}

/** Visitor settings with the player's saved choices over them (a player's answer names the push subscription). */
export function withPlayerSettings(base: SettingsResponse, saved: SavedSettings | null): SettingsResponse {
  if (!saved) return { ...base, one_signal_push_notification_subscription: null };
  const updated = saved.updatedAt > new Date(base.updated_at) ? saved.updatedAt : new Date(base.updated_at);
  return {
    ...base,
    stakes: saved.stakes ?? base.stakes,
    auto_accept_odds_change: saved.auto_accept_odds_change ?? base.auto_accept_odds_change,
    odds_types: { ...base.odds_types, selected: saved.odds_type ?? base.odds_types.selected },
    one_signal_push_notification_subscription: saved.pushSubscription ?? null,
    updated_at: updated.toISOString(),
  };
}

/** What the catalogue's /settings routes need from player storage. */
export interface PlayerSettingsStore {
  load(userId: number): Promise<SavedSettings | null>;
  save(userId: number, body: SettingsUpdateBody): Promise<void>;
}

export function playerSettingsStore(db: Db, now: () => Date): PlayerSettingsStore {
  return {
    load: (userId) => loadPlayerSettings(db, userId),
    save: (userId, body) => savePlayerSettings(db, userId, body, now()),
  };
}
