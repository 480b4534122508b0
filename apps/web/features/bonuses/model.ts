import type { Bonus } from '@sportsbook/contract';

/** Campaign types in the order /promotions shows them. */
export const BONUS_TYPES = ['freebet', 'comboboost', 'hunting', 'tournament', 'lootbox'] as const;
export type BonusType = (typeof BONUS_TYPES)[number];

/** How long after an unseen bonus arrives its toast shows (SPEC §4 Notifications flow). */
export const BONUS_TOAST_DELAY_MS = 1500;
/** The lists are refetched this long after bonuses are marked seen (SPEC §4). */
export const BONUS_REFETCH_DELAY_MS = 1000;

/** States whose unseen bonuses are announced (SPEC §4). */
const TOAST_STATES = new Set(['available', 'active', 'not_available']);
/** States in which the player may activate a bonus. */
const ACTIVATABLE = new Set(['available']);

/**
 * Unseen bonuses to announce, newest first (the toast shows the one just issued, e.g. a promo code's,
 * not an older one); types in `disabledTypes` are never announced.
 */
export function bonusesToAnnounce(bonuses: readonly Bonus[], disabledTypes: readonly string[] = []): Bonus[] {
  return bonuses
    .filter((b) => !b.issued.seen && TOAST_STATES.has(b.user_bonus_status) && !disabledTypes.includes(b.type))
    .sort((a, b) => b.issued.created_at.localeCompare(a.issued.created_at) || b.id - a.id);
}

/** States the header badge counts: bonuses the player can use or activate now. */
const BADGE_STATES = new Set(['available', 'active']);

/** The header badge's number: the player's bonuses that are usable or activatable now, or unseen. */
export function badgeCount(bonuses: readonly Bonus[]): number {
  return bonuses.filter(
    (b) => b.type !== 'jackpot' && (BADGE_STATES.has(b.user_bonus_status) || !b.issued.seen),
  ).length;
}

/** The /promotions group of a bonus type: every kind of free bet is a free bet. */
export function groupOf(type: string): string {
  return type.startsWith('freebet') ? 'freebet' : type;
}

/** Bonuses grouped by type in display order; types without bonuses (and jackpots) are left out. */
export function groupByType(bonuses: readonly Bonus[]): { type: BonusType; bonuses: Bonus[] }[] {
  return BONUS_TYPES.map((type) => ({
    type,
    bonuses: bonuses.filter((b) => groupOf(b.type) === type),
  })).filter((group) => group.bonuses.length > 0);
}

export interface BonusCardView {
  id: number;
  type: string;
  name: string;
  status: string;
  canActivate: boolean;
  /** Free bet amount (or loot box win) in subunits, with its currency. */
  amount: { value: number; currency: string } | null;
  validTo: string | null;
  /** Points farmed against the points a free bet needs (hunting, tournament). */
  points: { points: number; potential: number } | null;
  /** Loot box: bets placed toward opening it. */
  lootbox: {
    betsCount: number;
    betsToOpen: number;
    opened: boolean;
    win: boolean | null;
    place: number | null;
    image: string;
    freebetsToBoost: number;
  } | null;
  /** Combo boost: the best range's extra percentage (1100 → 10). */
  maxBoostPercent: number | null;
}

/** What a bonus card shows, from a bonus of the API. */
export function bonusCardView(bonus: Bonus): BonusCardView {
  const { issued } = bonus;
  const currency = issued.currency;
  const rawAmount = bonus.type === 'lootbox' ? (bonus.lootbox?.amount ?? null) : issued.amount;
  const stats = issued.farming_stats;
  const best = bonus.ranges.reduce((max, range) => Math.max(max, range.bonus_odds), 0);
  return {
    id: bonus.id,
    type: bonus.type,
    name: bonus.name,
    status: bonus.user_bonus_status,
    canActivate: ACTIVATABLE.has(bonus.user_bonus_status) && !issued.is_active,
    amount: rawAmount !== null && currency ? { value: rawAmount, currency } : null,
    validTo: issued.expired_at ?? bonus.valid_to,
    points:
      stats && (bonus.type === 'hunting' || bonus.type === 'tournament')
        ? { points: stats.points, potential: stats.potential_points }
        : null,
    lootbox: bonus.lootbox
      ? {
          betsCount: stats?.bets_count ?? 0,
          betsToOpen: bonus.lootbox.bets_to_open,
          opened: bonus.lootbox.opened,
          win: bonus.lootbox.win,
          place: bonus.lootbox.place,
          image: bonus.lootbox.image,
          freebetsToBoost: bonus.lootbox.freebets_to_boost,
        }
      : null,
    maxBoostPercent: best > 1000 ? Math.round((best - 1000) / 10) : null,
  };
}

const LOOTBOX_IMAGES = new Set([1, 2, 3].flatMap((place) => [`place${place}Win`, `place${place}Lose`]));

/**
 * The SPEC §9 image of a loot box (files under public/lootbox): its place and result once opened and
 * revealed; before that the chest, small with no bets, medium on the way, large when ready to open.
 */
export function lootboxImage(
  box: { opened: boolean; betsCount: number; betsToOpen: number; image: string },
  revealed = true,
): string {
  if (box.opened && revealed && LOOTBOX_IMAGES.has(box.image)) return `/lootbox/${box.image}.svg`;
  const size = box.opened ? 'large' : box.betsCount === 0 ? 'small' : 'medium';
  return `/lootbox/default-${size}.svg`;
}

const PROMO_ERRORS: Record<string, string> = {
  promo_code_unknown: 'bonuses.promo.error.unknown',
  promo_code_expired: 'bonuses.promo.error.expired',
  promo_code_used: 'bonuses.promo.error.used',
  promo_code_not_eligible: 'bonuses.promo.error.notEligible',
};

/** The message key of a promo code error code (a generic one for anything else). */
export function promoErrorKey(code: string | undefined): string {
  return (code && PROMO_ERRORS[code]) || 'bonuses.promo.error.generic';
}

/** Terms as plain text: tags dropped, entities of the common kind decoded, blank runs collapsed. */
export function plainTerms(terms: string): string {
  return terms
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, '')
    .replace(/<br\s*\/?>|<\/p>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
