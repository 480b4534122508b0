'use client';

import type { SettingsResponse } from '@sportsbook/contract';
import {
  BetType,
  BetValidationCode,
  type Currency,
  moneyFromInput,
  presetStakesIn,
  type Subunits,
  SystemStakeMode,
  systemAmountOf,
  systemTotalFrom,
  systemTotalOfPreset,
  type TicketBet,
} from '@sportsbook/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocale, useT } from '../i18n/provider.tsx';
import type { Translate } from '../i18n/translator.ts';
import { useBetSettings } from './bet-settings.ts';
import styles from './betslip.module.css';
import { formatAmount } from './format.ts';
import { stakeText } from './slip-logic.ts';
import { StakePresets } from './stake-presets.tsx';
import { SystemStakeBreakdown, SystemStakeSwitch } from './system-stake-controls.tsx';
import { useSystemStakeMode } from './system-stake-mode.ts';
import { ticketStore } from './ticket-store.ts';

/**
 * An amount kept as one left-to-right run that does not break across lines, inside a sentence of
 * either direction ("1,000.00 EUR" in Arabic).
 */
function isolated(text: string): string {
  return `\u2066${text.replaceAll(' ', '\u00a0')}\u2069`;
}

/** The message of a stake error: above the maximum is missing funds when the balance is short. */
function stakeErrorText(
  t: Translate,
  code: BetValidationCode | undefined,
  {
    missing,
    maxStake,
    format,
  }: { missing: Subunits; maxStake: Subunits | null | undefined; format: (amount: Subunits) => string },
): string | null {
  if (!code) return null;
  if (code === BetValidationCode.stakeAboveMaximum && missing > 0) {
    return t('sb.ticket.insufficientFunds', { amount: isolated(format(missing)) });
  }
  if (code === BetValidationCode.stakeAboveMaximum && typeof maxStake === 'number') {
    return t('sb.ticket.maxStakeExceeded', { amount: isolated(format(maxStake)) });
  }
  return t(code);
}

/**
 * How a system bet's stake field maps to the bet's total: `lines` combinations entered per line or as
 * the total (domain system-stake rules); other bets enter the stake itself (lines 0).
 */
function useSystemEntry(bet: TicketBet) {
  const lines = bet.betType === BetType.system ? (bet.systemType?.combinations ?? 0) : 0;
  const chosen = useSystemStakeMode();
  const mode = lines > 0 ? chosen : null;
  // Per line, a new system size keeps the stake of each line (the bet keeps its total otherwise).
  const last = useRef({ lines, stake: bet.stake });
  useEffect(() => {
    const before = last.current;
    last.current = { lines, stake: bet.stake };
    if (mode !== SystemStakeMode.perLine || before.lines <= 0 || before.lines === lines) return;
    const perLine = Math.floor(before.stake / before.lines) as Subunits;
    if (perLine > 0) {
      const stake = systemTotalFrom(perLine, lines, mode);
      ticketStore.dispatch({ type: 'stakeChanged', betId: bet.id, stake });
    }
  }, [lines, mode, bet.stake, bet.id]);
  return {
    lines,
    mode,
    shown: (total: Subunits) => (mode ? systemAmountOf(total, lines, mode) : total),
    totalOf: (amount: Subunits) => (mode ? systemTotalFrom(amount, lines, mode) : amount),
    presetTotal: (preset: Subunits) => (lines > 0 ? systemTotalOfPreset(preset, lines) : preset),
  };
}

/**
 * The stake of one bet: typed text parsed exactly into subunits (domain `moneyFromInput`, no floats),
 * the preset stakes of the betting settings, and for a signed-in player a "Max" preset that fills
 * the bet's maximum stake. A system bet's stake is entered per line (default) or as the total, with
 * "lines × per line = total" shown; presets are per line.
 */
export function StakeField({
  id,
  bet,
  label,
  disabled,
  errors,
  maxStake,
  missing = 0 as Subunits,
}: {
  id: string;
  bet: TicketBet;
  label: string;
  disabled: boolean;
  errors: readonly BetValidationCode[];
  /** The bet's maximum stake: undefined hides "Max" (visitors), null while it is being asked. */
  maxStake?: Subunits | null | undefined;
  /** What the slip's stakes lack against the balance (subunits), 0 when covered. */
  missing?: Subunits | undefined;
}) {
  const t = useT();
  const locale = useLocale();
  const currency: Currency = { code: bet.currency, subunits: bet.subunits };
  const settings = useBetSettings().data;
  const presets = useMemo(() => presetsFor(settings, bet.currency), [settings, bet.currency]);
  const entry = useSystemEntry(bet);
  const [field, setField] = useState({
    text: stakeText(entry.shown(bet.stake), currency),
    stake: bet.stake,
    mode: entry.mode,
  });
  const [inputError, setInputError] = useState<string | null>(null);
  // A stake changed elsewhere (or another system mode) replaces what was typed.
  const text =
    field.stake === bet.stake && field.mode === entry.mode
      ? field.text
      : stakeText(entry.shown(bet.stake), currency);
  const errorId = `${id}-error`;
  const stakeError =
    bet.stake > 0
      ? errors.find((code) => code.startsWith('error.stake') && code !== BetValidationCode.stakeSumMismatch)
      : undefined;
  const shownError =
    inputError ??
    stakeErrorText(t, stakeError, { missing, maxStake, format: (a) => formatAmount(a, currency, locale) });

  const setStake = (stake: Subunits) => ticketStore.dispatch({ type: 'stakeChanged', betId: bet.id, stake });
  const pick = (stake: Subunits) => {
    setInputError(null);
    setStake(stake);
  };
  const onText = (next: string) => {
    const parsed = moneyFromInput(next, currency);
    const stake = entry.totalOf(parsed.ok ? parsed.value : (0 as Subunits));
    setInputError(
      parsed.ok || parsed.code === 'empty'
        ? null
        : t(`error.money.${parsed.code}`, { currency: currency.code }),
    );
    setStake(stake);
    const after = ticketStore.getState().bets.find((b) => b.id === bet.id)?.stake ?? stake;
    setField({ text: next, stake: after, mode: entry.mode });
  };

  return (
    <div className={styles.stake}>
      {entry.mode && <SystemStakeSwitch mode={entry.mode} disabled={disabled} />}
      <label htmlFor={id} className={styles.fieldLabel}>
        {t(entry.mode ? `sb.ticket.system.stake.${entry.mode}` : 'sb.ticket.stake')}
        <span className="visually-hidden"> ({label})</span>
      </label>
      <div className={styles.stakeInputRow}>
        <input
          id={id}
          data-stake-input
          className={styles.stakeInput}
          inputMode="decimal"
          autoComplete="off"
          dir="ltr"
          value={text}
          disabled={disabled}
          placeholder="0"
          aria-invalid={shownError ? true : undefined}
          aria-describedby={shownError ? errorId : undefined}
          onChange={(event) => onText(event.target.value)}
        />
        <span className={styles.currency}>{currency.code}</span>
      </div>
      {entry.mode === SystemStakeMode.total && (
        <p className={styles.hint}>{t('sb.ticket.system.presetsPerLine')}</p>
      )}
      <StakePresets
        presets={presets}
        bet={bet}
        perLine={entry.lines > 0}
        presetTotal={entry.presetTotal}
        disabled={disabled}
        maxStake={maxStake}
        onPick={pick}
      />
      {entry.lines > 0 && bet.stake > 0 && (
        <SystemStakeBreakdown
          total={bet.stake}
          lines={entry.lines}
          currency={currency}
          disabled={disabled}
          onPick={pick}
        />
      )}
      {shownError && (
        <p id={errorId} className={styles.fieldError}>
          {shownError}
        </p>
      )}
    </div>
  );
}

/**
 * The settings' preset stakes (given in the default currency) in the bet's currency, converted and
 * rounded by the platform's rates; none for a currency the settings do not know.
 */
function presetsFor(settings: SettingsResponse | undefined, code: string): Subunits[] {
  if (!settings) return [];
  const from = settings.currencies[settings.default_currency_code];
  const to = settings.currencies[code];
  if (!from || !to) return [];
  return presetStakesIn(settings.stakes as Subunits[], from, to);
}
