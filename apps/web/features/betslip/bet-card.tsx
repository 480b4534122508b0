'use client';

import {
  BetType,
  type BetValidationCode,
  formatOdds,
  type Odds,
  potentialWinOf,
  pricedBetOf,
  type Selection,
  type Subunits,
  type SystemType,
  selectionLabelKey,
  slipWinOf,
  type TicketBet,
  totalOddsOf,
} from '@sportsbook/domain';
import { Icon } from '../../ui/icon.tsx';
import { CustomBetNote } from '../bet-builder/custom-bet-note.tsx';
import { useLocale, useT } from '../i18n/provider.tsx';
import { useOddsType } from '../odds-format/index.ts';
import styles from './betslip.module.css';
import { BonusPicker, BoostLine } from './bonus-picker.tsx';
import { formatAmount } from './format.ts';
import { StakeField } from './stake-field.tsx';
import { ticketStore } from './ticket-store.ts';

function SelectionRow({
  selection,
  betId,
  disabled,
}: {
  selection: Selection;
  betId: string;
  disabled: boolean;
}) {
  const t = useT();
  const oddsType = useOddsType();
  const state = selectionLabelKey(selection);
  const match = selection.nameB ? `${selection.nameA} – ${selection.nameB}` : selection.nameA;
  return (
    <li
      className={styles.selection}
      data-selection-id={selection.id}
      data-suspended={selection.isSuspended || undefined}
      data-changed={selection.isChanged || undefined}
    >
      <div className={styles.selectionMain}>
        <p className={styles.outcome}>{selection.outcomeName}</p>
        <p className={styles.market}>{selection.marketName}</p>
        <p className={styles.match}>{match}</p>
        {state && <p className={styles.stateLabel}>{t(state)}</p>}
      </div>
      <div className={styles.selectionSide}>
        <span className={styles.odds} dir="ltr">
          {selection.isChanged && (
            <span className={styles.oldOdds}>
              <span className="visually-hidden">
                {t('sb.ticket.oddsWere', { odds: formatOdds(selection.acceptedOdds, oddsType) })}
              </span>
              <s aria-hidden="true">{formatOdds(selection.acceptedOdds, oddsType)}</s>
            </span>
          )}
          <span
            data-testid="selection-odds"
            data-direction={
              selection.isChanged ? (selection.odds > selection.acceptedOdds ? 'up' : 'down') : undefined
            }
          >
            {formatOdds(selection.odds, oddsType)}
          </span>
        </span>
        <button
          type="button"
          className={styles.iconButton}
          disabled={disabled}
          aria-label={t('sb.ticket.remove', { name: `${selection.outcomeName}, ${match}` })}
          onClick={() =>
            ticketStore.dispatch({ type: 'selectionsRemoved', selectionIds: [selection.id], betId })
          }
        >
          <Icon name="close" size={16} />
        </button>
      </div>
    </li>
  );
}

function SystemPicker({
  bet,
  systemTypes,
  disabled,
}: {
  bet: TicketBet;
  systemTypes: readonly SystemType[];
  disabled: boolean;
}) {
  const t = useT();
  const options = systemTypes.filter((type) => type.totalCount === bet.selections.length);
  if (bet.betType !== BetType.system || options.length === 0) return null;
  const id = `system-${bet.id}`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.fieldLabel}>
        {t('sb.ticket.systemType')}
      </label>
      <select
        id={id}
        className={styles.select}
        value={bet.systemType?.id ?? ''}
        disabled={disabled}
        onChange={(event) =>
          ticketStore.dispatch({ type: 'systemTypeChanged', betId: bet.id, systemTypeId: event.target.value })
        }
      >
        {options.map((type) => (
          <option key={type.id} value={type.id}>
            {t('sb.ticket.systemOption', {
              win: type.winCount,
              total: type.totalCount,
              count: type.combinations,
            })}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * Total odds of a combo in thousandths (truncated) or a custom bet's custom odds, for the bet's footer;
 * null for others. `boosted` false: before the bonus odds (the boost line shows them with).
 */
function shownTotalOdds(bet: TicketBet, boosted = false): Odds | null {
  if (bet.betType === BetType.customBet) return bet.customOdds;
  if (bet.betType !== BetType.combo && !(boosted && bet.betType === BetType.single)) return null;
  const priced = pricedBetOf(bet);
  const total = totalOddsOf(boosted ? priced : { ...priced, bonusOdds: undefined });
  return Number(total.numerator / total.denominator) as Odds;
}

/** One bet of the slip: its label, selections, system type, stake and potential win. */
export function BetCard({
  bet,
  label,
  systemTypes,
  disabled,
  errors,
  maxStake,
  missing = 0 as Subunits,
}: {
  bet: TicketBet;
  /** The bet's label (Single, Double, System ...), null when a group heading names it. */
  label: string | null;
  systemTypes: readonly SystemType[];
  disabled: boolean;
  errors: readonly BetValidationCode[];
  /** The bet's maximum stake (StakeField): undefined for visitors, null while unknown. */
  maxStake?: Subunits | null | undefined;
  /** What the slip's stakes lack against the balance, 0 when covered. */
  missing?: Subunits | undefined;
}) {
  const t = useT();
  const locale = useLocale();
  const oddsType = useOddsType();
  const currency = { code: bet.currency, subunits: bet.subunits };
  const totalOdds = shownTotalOdds(bet);
  const stakeId = `stake-${bet.id}`;
  return (
    <li className={styles.bet} data-bet-type={bet.betType} data-bet-id={bet.id}>
      {label && <h3 className={styles.betLabel}>{label}</h3>}
      <ul className={styles.selections}>
        {bet.selections.map((selection) => (
          <SelectionRow key={selection.id} selection={selection} betId={bet.id} disabled={disabled} />
        ))}
      </ul>
      <SystemPicker bet={bet} systemTypes={systemTypes} disabled={disabled} />
      {totalOdds !== null && (
        <p className={styles.betLine}>
          <span>{t('sb.ticket.totalOdds')}</span>
          <span dir="ltr" data-testid="bet-total-odds">
            {formatOdds(totalOdds, oddsType)}
          </span>
        </p>
      )}
      <BoostLine bet={bet} boostedOdds={formatOdds(shownTotalOdds(bet, true) ?? (1000 as Odds), oddsType)} />
      {bet.betType === BetType.customBet && <CustomBetNote betId={bet.id} />}
      <BonusPicker bet={bet} disabled={disabled} />
      <StakeField
        id={stakeId}
        bet={bet}
        label={
          label
            ? t('sb.ticket.stakeFor', { bet: label })
            : t('sb.ticket.stakeFor', { bet: bet.selections[0]?.outcomeName ?? '' })
        }
        disabled={disabled || bet.freebetStake > 0}
        errors={errors}
        maxStake={maxStake}
        missing={missing}
      />
      <p className={styles.betLine}>
        <span>{t('sb.ticket.potentialWin')}</span>
        <span dir="ltr" data-testid="bet-potential-win">
          {/* No potential win for a bet that cannot be placed as it stands; a free bet's without its stake. */}
          {errors.length > 0 || missing > 0
            ? '—'
            : formatAmount(slipWinOf(bet, potentialWinOf(pricedBetOf(bet))), currency, locale)}
        </span>
      </p>
      {bet.messagesByBet && (
        <p className={styles.fieldError} role="alert">
          {t(bet.messagesByBet)}
        </p>
      )}
    </li>
  );
}
