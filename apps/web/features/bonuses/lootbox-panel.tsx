'use client';

import type { Bonus } from '@sportsbook/contract';
import { useState, useSyncExternalStore } from 'react';
import { ApiRequestError } from '../../lib/api.ts';
import { Button } from '../../ui/button.tsx';
import { usePlayer } from '../auth/queries.ts';
import { formatBalanceAmount } from '../cashier/transaction-format.ts';
import { useLocale, useT } from '../i18n/provider.tsx';
import { bonusesApi, useBonuses, useBoostFreebet } from './api.ts';
import styles from './bonuses.module.css';
import { lootboxImage } from './model.ts';

/** Boxes the player has opened in this browser (the server opens a box on its last qualifying bet). */
const REVEALED_KEY = 'sb_lootbox_revealed';
const listeners = new Set<() => void>();

function revealedIds(): string {
  try {
    return localStorage.getItem(REVEALED_KEY) ?? '';
  } catch {
    return '';
  }
}

function markRevealed(id: number): void {
  const ids = new Set(revealedIds().split(',').filter(Boolean));
  ids.add(String(id));
  try {
    localStorage.setItem(REVEALED_KEY, [...ids].slice(-50).join(','));
  } catch {
    // Private mode: the box stays revealed until the page reloads.
  }
  for (const listener of listeners) listener();
}

function useRevealed(id: number): boolean {
  const ids = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    revealedIds,
    () => '',
  );
  return ids.split(',').includes(String(id));
}

/** Unused, unboosted free bets of the player that a loot box boost can multiply. */
function boostable(bonuses: readonly Bonus[]): Bonus[] {
  return bonuses.filter(
    (b) =>
      b.type.startsWith('freebet') &&
      (b.user_bonus_status === 'available' || b.user_bonus_status === 'active') &&
      b.issued.times_used === 0 &&
      b.issued.boost_multiplier === null &&
      b.issued.amount !== null,
  );
}

/**
 * A loot box (SPEC §3, §9 images): the chest and the qualifying bets toward opening it; once the
 * server opened it (on the last qualifying bet) an Open action fetches the box and reveals its place
 * and prize; an opened box offers its free-bet boosts (POST /bonuses/{id}/boost).
 */
export function LootboxPanel({ bonus }: { bonus: Bonus }) {
  const t = useT('bonuses');
  const locale = useLocale();
  const box = bonus.lootbox;
  const revealedBefore = useRevealed(bonus.id);
  const [fetched, setFetched] = useState<Bonus | null>(null);
  const [opening, setOpening] = useState(false);
  const [failed, setFailed] = useState(false);
  // A box is issued without a currency; the free bet it pays is in the player's account currency.
  const playerCurrency = usePlayer().data?.currency ?? null;
  if (!box) return null;
  const betsCount = bonus.issued.farming_stats?.bets_count ?? 0;
  const current = fetched?.lootbox ?? box;
  const revealed = current.opened && (revealedBefore || fetched !== null);
  const image = lootboxImage({ ...current, betsCount, betsToOpen: current.bets_to_open }, revealed);
  const open = async () => {
    setOpening(true);
    setFailed(false);
    try {
      const { data } = await bonusesApi.get(locale, bonus.id);
      setFetched(data);
      markRevealed(bonus.id);
    } catch {
      setFailed(true);
    } finally {
      setOpening(false);
    }
  };
  const currency = (fetched ?? bonus).issued.currency ?? playerCurrency;
  return (
    <div
      className={styles.lootbox}
      data-lootbox={revealed ? 'revealed' : current.opened ? 'ready' : 'closed'}
    >
      {/* biome-ignore lint/performance/noImgElement: small static SVGs of public/lootbox, nothing to optimise */}
      <img
        key={image}
        src={image}
        alt={
          revealed
            ? t('bonuses.lootbox.placeAlt', { place: current.place ?? 0 })
            : t('bonuses.lootbox.chestAlt')
        }
        width={96}
        height={96}
        className={revealed && fetched ? `${styles.lootboxImage} ${styles.reveal}` : styles.lootboxImage}
        data-lootbox-image={revealed ? current.image : 'default'}
      />
      {!current.opened && (
        <div className={styles.progressBlock}>
          <progress
            className={styles.progress}
            value={Math.min(betsCount, current.bets_to_open)}
            max={current.bets_to_open}
            aria-label={t('bonuses.lootbox.progressLabel')}
          />
          <p className={styles.meta}>
            {t('bonuses.card.lootboxProgress', { done: betsCount, total: current.bets_to_open })}
          </p>
        </div>
      )}
      {current.opened && !revealed && (
        <>
          <p className={styles.meta}>{t('bonuses.lootbox.ready')}</p>
          <Button size="sm" disabled={opening} onClick={() => void open()}>
            {t('bonuses.lootbox.open')}
          </Button>
        </>
      )}
      {failed && (
        <p className={styles.error} role="alert">
          {t('bonuses.lootbox.openFailed')}
        </p>
      )}
      {revealed && (
        <p className={styles.prize} data-lootbox-result={current.win ? 'win' : 'lose'} aria-live="polite">
          {current.win && current.amount && currency
            ? t('bonuses.lootbox.won', {
                place: current.place ?? 0,
                amount: formatBalanceAmount(current.amount, currency, locale),
              })
            : t('bonuses.lootbox.lost', { place: current.place ?? 0 })}
        </p>
      )}
      {revealed && current.freebets_to_boost > 0 && <BoostOffer boosts={current.freebets_to_boost} />}
    </div>
  );
}

/** The opened box's free-bet boosts: one button per unused free bet while boosts are left. */
function BoostOffer({ boosts }: { boosts: number }) {
  const t = useT('bonuses');
  const locale = useLocale();
  const all = useBonuses().data?.data ?? [];
  const boost = useBoostFreebet();
  const used = all.filter((b) => b.type.startsWith('freebet') && b.issued.boost_multiplier !== null).length;
  const targets = boostable(all);
  const code = boost.error instanceof ApiRequestError ? boost.error.code : undefined;
  if (used >= boosts || targets.length === 0) return null;
  return (
    <div className={styles.boost} data-section="lootbox_boost">
      <p className={styles.meta}>{t('bonuses.lootbox.boostHint', { count: boosts - used })}</p>
      {targets.map((target) => (
        <Button
          key={target.id}
          size="sm"
          variant="secondary"
          disabled={boost.isPending}
          onClick={() => boost.mutate(target.id)}
        >
          {t('bonuses.lootbox.boost', {
            amount: formatBalanceAmount(target.issued.amount ?? 0, target.issued.currency ?? 'EUR', locale),
          })}
        </Button>
      ))}
      {boost.isError && (
        <p className={styles.error} role="alert">
          {t(code === 'no_boost_available' ? 'bonuses.lootbox.noBoost' : 'bonuses.lootbox.boostFailed')}
        </p>
      )}
    </div>
  );
}
