'use client';

import { type Currency, formatMoneyLocale, type Subunits, type TicketBet } from '@sportsbook/domain';
import { useLocale, useT } from '../i18n/provider.tsx';
import styles from './betslip.module.css';
import { formatAmount } from './format.ts';

/**
 * The preset stakes of the betting settings and, for a signed-in player, "Max" (the bet's maximum
 * stake). For a system bet a preset is the stake of each line (`presetTotal` gives the total).
 */
export function StakePresets({
  presets,
  bet,
  perLine,
  presetTotal,
  disabled,
  maxStake,
  onPick,
}: {
  presets: readonly Subunits[];
  bet: TicketBet;
  perLine: boolean;
  presetTotal: (preset: Subunits) => Subunits;
  disabled: boolean;
  /** undefined hides "Max" (visitors), null while it is being asked. */
  maxStake: Subunits | null | undefined;
  onPick: (stake: Subunits) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const currency: Currency = { code: bet.currency, subunits: bet.subunits };
  if (presets.length === 0 && maxStake === undefined) return null;
  const maxLabel =
    maxStake === null || maxStake === undefined
      ? t('sb.ticket.maxStake')
      : t('sb.ticket.maxStakeLabel', { amount: formatAmount(maxStake, currency, locale) });
  return (
    <fieldset className={styles.presets}>
      <legend className="visually-hidden">{t('sb.ticket.presets')}</legend>
      {presets.map((preset) => {
        const amount = formatMoneyLocale(preset, currency, locale);
        const total = presetTotal(preset);
        const name = `${amount} ${currency.code}`;
        return (
          <button
            key={preset}
            type="button"
            className={styles.preset}
            disabled={disabled}
            aria-pressed={bet.stake === total}
            aria-label={t(perLine ? 'sb.ticket.presetPerLine' : 'sb.ticket.presetLabel', { amount: name })}
            onClick={() => onPick(total)}
          >
            <span dir="ltr">{amount}</span>
          </button>
        );
      })}
      {maxStake !== undefined && (
        <button
          type="button"
          className={styles.preset}
          disabled={disabled || maxStake === null || maxStake <= 0}
          aria-pressed={maxStake !== null && bet.stake === maxStake}
          data-testid="stake-max"
          onClick={() => {
            if (maxStake !== null) onPick(maxStake);
          }}
        >
          {t('sb.ticket.max')}
          {/* The visible "Max" starts the name (WCAG label in name), the amount follows. */}
          <span className="visually-hidden">{` (${maxLabel})`}</span>
        </button>
      )}
    </fieldset>
  );
}
