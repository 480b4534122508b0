'use client';

import type { Bet, BetSelection } from '@sportsbook/contract';
import { bonusLabelKey, bonusPotentialWin, formatOdds, type Odds, OddsType } from '@sportsbook/domain';
import { useId } from 'react';
import { useLocale, useT } from '../i18n/provider.tsx';
import { useOddsType } from '../odds-format/store.tsx';
import { betBadges, toneOf } from './badges.ts';
import { CashOut } from './cash-out.tsx';
import { CashoutHistory } from './cashout-history.tsx';
import { betTypeLabel, formatBetMoney, formatBetTime } from './format.ts';
import styles from './my-bets.module.css';
import { ShareBet } from './share-bet.tsx';

/** One placed bet: type, status and result, selections, stake, odds, win, time, reference, cash out. */
export function BetCard({ bet, headingLevel }: { bet: Bet; headingLevel: 2 | 3 }) {
  // A bet's bonus is named as the slip names it (bonusLabelKey: the `betslip` texts).
  const t = useT('bets', 'betslip');
  const locale = useLocale();
  const oddsType = useOddsType();
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const settled = bet.win_amount !== null;
  return (
    <li
      className={styles.card}
      aria-labelledby={titleId}
      data-bet-id={bet.id}
      data-bet-ref={bet.ref}
      data-bet-status={bet.status}
      data-bet-result={bet.result}
    >
      <div className={styles.cardHead}>
        <Heading id={titleId} className={styles.cardTitle}>
          {betTypeLabel(bet, t)}
        </Heading>
        <span className={styles.badges}>
          {betBadges(bet).map((badge) => (
            <span
              key={badge.testId}
              className={styles.badge}
              data-tone={badge.tone}
              data-testid={badge.testId}
            >
              {t(badge.key)}
            </span>
          ))}
        </span>
      </div>

      <ul className={styles.selections} aria-label={t('bets.selections')}>
        {bet.selections.map((selection) => (
          <SelectionRow
            key={selection.id}
            selection={selection}
            oddsText={formatOdds(selection.odds as Odds, oddsType)}
          />
        ))}
      </ul>

      <dl className={styles.summary}>
        <div>
          <dt>{(bet.partial_cashouts?.length ?? 0) > 0 ? t('bets.stakeOpen') : t('bets.stake')}</dt>
          <dd data-testid="bet-stake">{formatBetMoney(bet.stake.value, bet, locale)}</dd>
        </div>
        <div>
          <dt>{t('bets.odds')}</dt>
          <dd data-testid="bet-odds">{formatOdds(bet.odds as Odds, oddsType)}</dd>
        </div>
        {bet.bonus && (
          <div>
            <dt>{t('bets.bonus')}</dt>
            <dd data-testid="bet-bonus" data-bonus-type={bet.bonus.type}>
              {bet.bonus.odds && bet.bonus.odds > 1000
                ? t('bets.bonusBoost', {
                    bonus: t(bonusLabelKey(bet.bonus.type)),
                    boost: formatOdds(bet.bonus.odds as Odds, OddsType.european),
                  })
                : t(bonusLabelKey(bet.bonus.type))}
            </dd>
          </div>
        )}
        <div>
          <dt>{settled ? t('bets.winAmount') : t('bets.potentialWin')}</dt>
          <dd data-testid={settled ? 'bet-win-amount' : 'bet-potential-win'}>
            {formatBetMoney(
              settled
                ? (bet.win_amount ?? 0)
                : bonusPotentialWin(bet.bonus?.type, bet.stake.value, bet.potential_win),
              bet,
              locale,
            )}
          </dd>
        </div>
      </dl>

      <CashoutHistory bet={bet} />
      <CashOut bet={bet} />

      <div className={styles.cardFoot}>
        <span className={styles.muted}>
          <time dateTime={bet.created_at}>
            {t('bets.placedAt', { date: formatBetTime(bet.created_at, locale) })}
          </time>
          {' · '}
          <span>{t('bets.ref', { ref: bet.ref })}</span>
        </span>
        <ShareBet bet={bet} />
      </div>
    </li>
  );
}

function SelectionRow({ selection, oddsText }: { selection: BetSelection; oddsText: string }) {
  const t = useT('bets');
  const { match } = selection;
  return (
    <li className={styles.selection}>
      <div className={styles.selectionMain}>
        <span className={styles.matchName}>
          {match.home.name} – {match.away.name}
        </span>
        <span className={styles.muted}>
          {selection.market.name}: <strong className={styles.outcome}>{selection.outcome.name}</strong>
        </span>
      </div>
      <div className={styles.selectionSide}>
        <span className={styles.odds}>{oddsText}</span>
        <span className={styles.badge} data-tone={toneOf(selection.status)}>
          {t(`bets.selection.${selection.status}`)}
        </span>
      </div>
    </li>
  );
}
