'use client';

import type { TicketState } from '@sportsbook/domain';
import { useId } from 'react';
import { useT } from '../i18n/provider.tsx';
import styles from './betslip.module.css';
import { allowedBetTypes, currentBetType, TYPES } from './slip-logic.ts';
import { ticketStore } from './ticket-store.ts';

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
