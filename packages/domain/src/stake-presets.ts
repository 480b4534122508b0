import { type Currency, moneyFromInput } from './money.ts';
import type { Subunits } from './units.ts';

/** At most this many quick stakes a player keeps (contract BettingSettings.stakes max). */
export const MAX_STAKE_PRESETS = 8;

export type StakePresetsCheck =
  | { ok: true; value: Subunits[] }
  | { ok: false; errors: Record<number, 'invalid' | 'zero'>; code?: 'empty' | 'too_many' };

/**
 * A player's quick stakes from the amounts typed in the settings (in `currency`): blank fields are
 * skipped, each other one must be an amount above zero; the result is ascending without repeats and
 * holds 1 to MAX_STAKE_PRESETS amounts. Errors are keyed by the field's index.
 */
export function stakePresetsFromInput(texts: readonly string[], currency: Currency): StakePresetsCheck {
  const errors: Record<number, 'invalid' | 'zero'> = {};
  const values: Subunits[] = [];
  texts.forEach((text, index) => {
    if (text.trim() === '') return;
    const parsed = moneyFromInput(text, currency);
    if (!parsed.ok) errors[index] = 'invalid';
    else if (parsed.value <= 0) errors[index] = 'zero';
    else values.push(parsed.value);
  });
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const unique = [...new Set(values)].sort((a, b) => a - b);
  if (unique.length === 0) return { ok: false, errors, code: 'empty' };
  if (unique.length > MAX_STAKE_PRESETS) return { ok: false, errors, code: 'too_many' };
  return { ok: true, value: unique };
}
