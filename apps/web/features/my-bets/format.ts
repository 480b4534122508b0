import type { Bet } from '@sportsbook/contract';
import { BetType, betLabelKey, formatMoneyLocale, localeDirection, type Subunits } from '@sportsbook/domain';
import type { Translate } from '../i18n/translator.ts';

/**
 * An amount of the bet's currency in subunits as text: "12.34 EUR" (exact, in the locale's digits).
 * In a right-to-left locale the amount is a left-to-right isolate, so it reads "12.34 EUR" inside
 * Arabic text as the header balance does.
 */
export function formatBetMoney(amount: number, bet: Pick<Bet, 'stake'>, locale: string): string {
  const currency = { code: bet.stake.currency, subunits: bet.stake.subunits };
  const text = `${formatMoneyLocale(amount as Subunits, currency, locale)} ${bet.stake.currency}`;
  return localeDirection(locale) === 'rtl' ? `\u2066${text}\u2069` : text;
}

/**
 * The bet's type as the player reads it: single, double, treble or accumulator for combos (domain
 * `betLabelKey`), "System 2/3" for systems, bet builder for custom bets.
 */
export function betTypeLabel(bet: Pick<Bet, 'type' | 'selections' | 'system'>, t: Translate): string {
  if (bet.type === BetType.system) return t('bets.type.system', { id: bet.system?.id ?? '' });
  const key = betLabelKey({ betType: bet.type, selections: bet.selections as never[] });
  return t(`bets.type.${key.slice(key.lastIndexOf('.') + 1)}`);
}

/** A timestamp as a medium date and short time in the locale. */
export function formatBetTime(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}
