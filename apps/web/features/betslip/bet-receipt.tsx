'use client';

import {
  BetType,
  betLabelKey,
  bonusLabelKey,
  formatOdds,
  isFreebetBonus,
  type Odds,
  OddsType,
  potentialWinOf,
  pricedBetOf,
  type Subunits,
  slipWinOf,
  type TicketBet,
  totalOddsOf,
} from '@sportsbook/domain';
import { useLocale, useT } from '../i18n/provider.tsx';
import type { Translate } from '../i18n/translator.ts';
import { useOddsType } from '../odds-format/index.ts';
import styles from './betslip.module.css';
import { formatAmount } from './format.ts';
import receipt from './receipt.module.css';

/** The odds a receipt shows for a bet in thousandths: total odds (combo, with a boost), custom odds; null for a system. */
export function receiptOddsOf(bet: TicketBet): Odds | null {
  if (bet.betType === BetType.customBet) return bet.customOdds;
  if (bet.betType === BetType.system) return null;
  const total = totalOddsOf(pricedBetOf(bet));
  return Number(total.numerator / total.denominator) as Odds;
}

/** The bonus of a placed bet in words: a free bet, a boost with its multiplier, or applied. */
export function bonusText(bet: TicketBet, t: Translate) {
  if (bet.bonus?.type === 'freebet') return t('sb.ticket.receipt.freebet');
  if (isFreebetBonus(bet.bonus)) return t(bonusLabelKey(bet.bonus?.type ?? ''));
  if (bet.bonusOdds && bet.bonusOdds > 1000) {
    return t('sb.ticket.receipt.boost', { odds: formatOdds(bet.bonusOdds as Odds, OddsType.european) });
  }
  return bet.bonus ? t(bonusLabelKey(bet.bonus.type)) : t('sb.ticket.receipt.bonusApplied');
}

/** What the bet returns if it wins: a free bet's win without its stake (SPEC §4), others the full return. */
export function receiptReturnOf(bet: TicketBet): Subunits {
  return slipWinOf(bet, potentialWinOf(pricedBetOf(bet)));
}

/** One line per selection: "Outcome (Home – Away)". */
export function selectionsText(bet: TicketBet): string {
  return bet.selections
    .map((s) => `${s.outcomeName} (${s.nameB ? `${s.nameA} – ${s.nameB}` : s.nameA})`)
    .join(', ');
}

/** One placed bet on the receipt: selections, odds, stake, potential return, bonus and bet id. */
export function ReceiptBet({ bet, singles }: { bet: TicketBet; singles: number }) {
  const t = useT();
  const locale = useLocale();
  const oddsType = useOddsType();
  const currency = { code: bet.currency, subunits: bet.subunits };
  const odds = receiptOddsOf(bet);
  const row = (label: string, value: string, testId: string) => (
    <div>
      <dt>{label}</dt>
      <dd dir="ltr" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
  return (
    <li className={receipt.bet} data-testid="receipt-bet">
      <p className={receipt.label}>
        {t(betLabelKey(bet, singles))}
        {bet.betType === BetType.system && bet.systemType
          ? ` ${bet.systemType.winCount}/${bet.systemType.totalCount}`
          : ''}
      </p>
      <ul className={receipt.selections}>
        {bet.selections.map((s) => (
          <li key={s.id}>
            <span>{s.outcomeName}</span>
            <span className={styles.hint}>{s.nameB ? `${s.nameA} – ${s.nameB}` : s.nameA}</span>
            {bet.betType === BetType.system && <bdi dir="ltr">{formatOdds(s.acceptedOdds, oddsType)}</bdi>}
          </li>
        ))}
      </ul>
      <dl className={receipt.facts}>
        {odds !== null && row(t('sb.ticket.receipt.odds'), formatOdds(odds, oddsType), 'receipt-odds')}
        {row(t('sb.ticket.receipt.stake'), formatAmount(bet.stake, currency, locale), 'receipt-stake')}
        {row(
          t('sb.ticket.receipt.return'),
          formatAmount(receiptReturnOf(bet), currency, locale),
          'receipt-return',
        )}
        {bet.bonus && row(t('sb.ticket.receipt.bonus'), bonusText(bet, t), 'receipt-bonus')}
        {bet.betId && row(t('sb.ticket.receipt.betId'), bet.betId, 'receipt-bet-id')}
      </dl>
    </li>
  );
}

/** Text a shared receipt carries: each bet with its selections, odds, stake, return and id. */
export function receiptText(bets: readonly TicketBet[], t: Translate, locale: string): string {
  const singles = bets.filter((b) => b.betType === BetType.single).length;
  return bets
    .map((bet) => {
      const currency = { code: bet.currency, subunits: bet.subunits };
      const odds = receiptOddsOf(bet);
      return t('sb.ticket.receipt.shareText', {
        bet: t(betLabelKey(bet, singles)),
        selections: selectionsText(bet),
        odds: odds === null ? '–' : formatOdds(odds, OddsType.european),
        stake: formatAmount(bet.stake, currency, locale),
        return: formatAmount(receiptReturnOf(bet), currency, locale),
        id: bet.betId ?? '',
      });
    })
    .join('\n');
}
