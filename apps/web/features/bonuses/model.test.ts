import type { Bonus } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import {
  badgeCount,
  bonusCardView,
  bonusesToAnnounce,
  groupByType,
  lootboxImage,
  plainTerms,
  promoErrorKey,
} from './model.ts';

function bonus(over: Partial<Bonus> & { seen?: boolean; created?: string } = {}): Bonus {
  const { seen = false, created = '2026-01-01T00:00:00.000Z', ...rest } = over;
  return {
    id: 1,
    campaign_id: 1,
    type: 'freebet',
    name: 'Welcome',
    status: 'active',
    user_bonus_status: 'available',
    trigger_key: 'promo_code',
    valid_from: null,
    valid_to: '2026-12-31T00:00:00.000Z',
    only_verified: false,
    country_codes: [],
    event_conditions: [],
    min_odds: null,
    max_odds: null,
    uses_count: 1,
    match_status: 'all',
    selection_count_from: null,
    selection_count_to: null,
    ranges: [],
    boost_data: null,
    farm_once_per_event: false,
    farming_freebet_type: null,
    show_in_promotion: true,
    banners: [],
    lootbox: null,
    issued: {
      status: 'available',
      computed_status: 'available',
      is_active: false,
      seen,
      currency: 'EUR',
      currency_subunits: 100,
      amount: 1000,
      times_used: 0,
      uses_count: 1,
      activated_at: null,
      expired_at: null,
      created_at: created,
      boost_multiplier: null,
      farming_stats: null,
    },
    ...rest,
  } as Bonus;
}

describe('bonus notifications', () => {
  it('announces unseen bonuses in announceable states, newest first, skipping disabled types', () => {
    const list = [
      bonus({ id: 2, created: '2026-01-02T00:00:00.000Z' }),
      bonus({ id: 1, created: '2026-01-01T00:00:00.000Z' }),
      bonus({ id: 3, seen: true }),
      bonus({ id: 4, user_bonus_status: 'expired' }),
      bonus({ id: 5, type: 'lootbox' }),
    ];
    expect(bonusesToAnnounce(list, ['lootbox']).map((b) => b.id)).toEqual([2, 1]);
  });

  it('announces nothing when everything is seen (no mark-as-seen call follows)', () => {
    expect(bonusesToAnnounce([bonus({ seen: true })])).toEqual([]);
  });

  it('counts usable or unseen bonuses for the header badge, not spent or seen expired ones', () => {
    const list = [
      bonus({ id: 1, seen: true }),
      bonus({ id: 2, seen: true, user_bonus_status: 'active' }),
      bonus({ id: 3, seen: true, user_bonus_status: 'expired' }),
      bonus({ id: 4, user_bonus_status: 'bonus_over' }),
    ];
    expect(badgeCount(list)).toBe(3);
  });
});

describe('bonus card view', () => {
  it('shows a free bet amount in subunits and allows activating an available one', () => {
    const view = bonusCardView(bonus());
    expect(view.amount).toEqual({ value: 1000, currency: 'EUR' });
    expect(view.canActivate).toBe(true);
  });

  it('does not offer activation of an active or expired bonus', () => {
    expect(bonusCardView(bonus({ user_bonus_status: 'active' })).canActivate).toBe(false);
    expect(bonusCardView(bonus({ user_bonus_status: 'expired' })).canActivate).toBe(false);
  });

  it('shows the best combo boost as a percentage', () => {
    const view = bonusCardView(
      bonus({
        type: 'comboboost',
        ranges: [
          { min_count: 3, max_count: 4, bonus_odds: 1050 },
          { min_count: 5, max_count: 20, bonus_odds: 1150 },
        ],
      }),
    );
    expect(view.maxBoostPercent).toBe(15);
  });

  it('groups bonuses by type in display order', () => {
    const groups = groupByType([
      bonus({ id: 1, type: 'lootbox' }),
      bonus({ id: 2, type: 'freebet_no_risk' }),
      bonus({ id: 3 }),
    ]);
    expect(groups.map((g) => [g.type, g.bonuses.map((b) => b.id)])).toEqual([
      ['freebet', [2, 3]],
      ['lootbox', [1]],
    ]);
  });
});

describe('promo codes and terms', () => {
  it('maps each promo code error to its own message', () => {
    expect(promoErrorKey('promo_code_unknown')).toBe('bonuses.promo.error.unknown');
    expect(promoErrorKey('promo_code_used')).toBe('bonuses.promo.error.used');
    expect(promoErrorKey('rate_limited')).toBe('bonuses.promo.error.generic');
  });

  it('turns HTML terms into plain text without scripts', () => {
    expect(plainTerms('<p>Stake &amp; win</p><script>alert(1)</script><b>x</b>')).toBe('Stake & win\nx');
  });
});

describe('loot box images (SPEC §9)', () => {
  it('a closed box shows the chest by progress; an opened one its place and result', () => {
    expect(lootboxImage({ opened: false, betsCount: 0, betsToOpen: 3, image: 'default' })).toBe(
      '/lootbox/default-small.svg',
    );
    expect(lootboxImage({ opened: false, betsCount: 2, betsToOpen: 3, image: 'default' })).toBe(
      '/lootbox/default-medium.svg',
    );
    expect(lootboxImage({ opened: true, betsCount: 3, betsToOpen: 3, image: 'place2Win' })).toBe(
      '/lootbox/place2Win.svg',
    );
    expect(lootboxImage({ opened: true, betsCount: 3, betsToOpen: 3, image: 'default' }, false)).toBe(
      '/lootbox/default-large.svg',
    );
  });
});
