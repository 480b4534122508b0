'use client';

import {
  BetType,
  canSwitchToCombo,
  canSwitchToSingle,
  canSwitchToSystem,
  type TicketState,
} from '@sportsbook/domain';
import { useId } from 'react';
import { useT } from '../i18n/provider.tsx';
import styles from './betslip.module.css';
import { ticketStore } from './ticket-store.ts';

const TYPES = [BetType.single, BetType.combo, BetType.system] as const;
type SwitchType = (typeof TYPES)[number];

/** The bet type the regular (non-custom) bets have now: singles, else the combined bet's type. */
export function currentBetType(ticket: Pick<TicketState, 'bets'>): SwitchType | null {
  const regular = ticket.bets.filter((b) => b.betType !== BetType.customBet);
  if (regular.length === 0) return null;
  const combined = regular.find((b) => b.betType !== BetType.single);
  return combined ? (combined.betType as SwitchType) : BetType.single;
}

/** The bet types the regular selections may switch to (SPEC §4, §5). */
export function allowedBetTypes(
  ticket: Pick<TicketState, 'bets' | 'settings' | 'systemTypes'>,
): SwitchType[] {
  const selections = ticket.bets.filter((b) => b.betType !== BetType.customBet).flatMap((b) => b.selections);
  const unique = [...new Map(selections.map((s) => [s.id, s])).values()];
  if (unique.length < 2) return [];
  return TYPES.filter((type) =>
    type === BetType.single
      ? canSwitchToSingle(unique, ticket.settings.multiSingleAvailableByProvider)
      : type === BetType.combo
        ? canSwitchToCombo(unique)
        : canSwitchToSystem(unique, ticket.systemTypes),
  );
}

/**
 * Single / combo / system switch (only the allowed types), as a radio group; shown once the slip
 * holds two selections or more.
 */
export function BetTypeSwitch({ ticket }: { ticket: TicketState }) {
  const t = useT();
  const name = useId();
  const allowed = allowedBetTypes(ticket);
  const current = currentBetType(ticket);
  const disabled = ticket.inProgress;
  if (allowed.length < 2 && !(allowed.length === 1 && current !== allowed[0])) return null;
  return (
    <fieldset className={styles.typeSwitch} disabled={disabled}>
      <legend className="visually-hidden">{t('sb.ticket.betType')}</legend>
      {TYPES.filter((type) => allowed.includes(type) || type === current).map((type) => (
        <label key={type} className={styles.typeOption}>
          <input
            type="radio"
            name={name}
            value={type}
            checked={current === type}
            disabled={!allowed.includes(type)}
            onChange={() => ticketStore.dispatch({ type: 'betTypeChanged', betType: type })}
          />
          <span>{t(`sb.ticket.${type}`)}</span>
        </label>
      ))}
    </fieldset>
  );
}
