'use client';

import {
  bonusLabelKey,
  formatOdds,
  isFreebetBonus,
  type Odds,
  OddsType,
  type SlipBonus,
  type TicketBet,
} from '@sportsbook/domain';
import { countText } from '../i18n/count-text.ts';
import { useLocale, useT } from '../i18n/provider.tsx';
import styles from './betslip.module.css';
import { formatAmount } from './format.ts';
import { ticketStore } from './ticket-store.ts';

const POINTS_TYPES: readonly string[] = ['hunting', 'tournament'];

/** What the chosen points bonus does for the bet: "+10 points", no points, or the loot box it counts toward. */
function BonusEffect({ bonus }: { bonus: SlipBonus | null }) {
  const t = useT();
  const locale = useLocale();
  if (bonus?.type === 'lootbox')
    return <p className={styles.bonusNote}>{t('sb.ticket.bonus.lootboxNote')}</p>;
  if (!bonus || !POINTS_TYPES.includes(bonus.type)) return null;
  const points = bonus.points ?? 0;
  if (points <= 0) return <p className={styles.bonusNote}>{t('sb.ticket.bonus.noPoints')}</p>;
  return (
    <p className={styles.bonusPoints} data-testid="bet-bonus-points">
      {countText(t, 'sb.ticket.bonus.points', points, locale)}
    </p>
  );
}

/** A bonus as an option of the picker: its type's label, a free bet with its amount. */
function useOptionText(bet: TicketBet): (bonus: SlipBonus) => string {
  const t = useT();
  const locale = useLocale();
  return (bonus) => {
    const name = t(bonusLabelKey(bonus.type));
    if (!isFreebetBonus(bonus) || bonus.freebetAmount === undefined) return name;
    const amount = formatAmount(bonus.freebetAmount, { code: bet.currency, subunits: bet.subunits }, locale);
    return t('sb.ticket.bonus.freebetOption', { name, amount });
  };
}

/**
 * The bonuses a slip bet may use (SPEC §4 bonus selection): a picker of the offered bonuses (a combo
 * boost chosen by default, a free bet replacing the stake) and what the chosen one does.
 */
export function BonusPicker({ bet, disabled }: { bet: TicketBet; disabled: boolean }) {
  const t = useT();
  const optionText = useOptionText(bet);
  if (bet.availableBonuses.length === 0 && !bet.bonus) return null;
  const id = `bonus-${bet.id}`;
  const chosen = bet.bonus;
  return (
    <div className={styles.field} data-testid="bet-bonus">
      <label htmlFor={id} className={styles.fieldLabel}>
        {t('sb.ticket.bonus.label')}
      </label>
      <select
        id={id}
        className={styles.select}
        value={chosen ? String(chosen.id) : ''}
        disabled={disabled}
        data-bonus-type={chosen?.type}
        onChange={(event) => {
          const value = event.target.value;
          const bonus = bet.availableBonuses.find((b) => String(b.id) === value);
          ticketStore.dispatch({ type: 'bonusSelected', betId: bet.id, bonusId: bonus ? bonus.id : null });
        }}
      >
        <option value="">{t('sb.ticket.bonus.none')}</option>
        {bet.availableBonuses.map((bonus) => (
          <option key={String(bonus.id)} value={String(bonus.id)}>
            {optionText(bonus)}
          </option>
        ))}
      </select>
      {isFreebetBonus(chosen) && <p className={styles.bonusNote}>{t('sb.ticket.bonus.freebetNote')}</p>}
      <BonusEffect bonus={chosen} />
    </div>
  );
}

/** The boost line of a boosted bet: "Boosted odds ×1.05" and the boosted total odds; null without a boost. */
export function BoostLine({ bet, boostedOdds }: { bet: TicketBet; boostedOdds: string }) {
  const t = useT();
  if (!bet.bonusOdds || bet.bonusOdds <= 1000) return null;
  return (
    <p className={`${styles.betLine} ${styles.boostLine}`}>
      <span>
        {t('sb.ticket.bonus.boostedOdds', {
          boost: formatOdds(bet.bonusOdds as Odds, OddsType.european),
        })}
      </span>
      <span dir="ltr" data-testid="bet-boosted-odds">
        {boostedOdds}
      </span>
    </p>
  );
}
