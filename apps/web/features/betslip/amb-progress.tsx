'use client';

import type { AmbProgress as AmbProgressItem } from '@sportsbook/contract';
import { BetType, formatOdds, type Odds, OddsType, type TicketBet } from '@sportsbook/domain';
import { useLocale, useT } from '../i18n/provider.tsx';
import styles from './amb-progress.module.css';
import { ambBarOf, useAmbProgress } from './amb-progress-data.ts';
import { formatAmount } from './format.ts';

/** The rule a bet must meet, told when the slip's bets do not count. */
function ruleText(t: ReturnType<typeof useT>, p: AmbProgressItem, locale: string): string {
  const vars = {
    selections: p.qualifying.min_selections,
    odds: formatOdds(p.qualifying.min_selection_odds as Odds, OddsType.european),
    stake: formatAmount(
      p.min_stake,
      {
        code: p.stake_currency,
        subunits: p.amb_ranges.find((r) => r.currency === p.stake_currency)?.currency_subunits ?? 2,
      },
      locale,
    ),
  };
  const comboOnly = p.qualifying.bet_types.length === 1 && p.qualifying.bet_types[0] === BetType.combo;
  return t(comboOnly ? 'sb.ticket.amb.ruleCombo' : 'sb.ticket.amb.rule', vars);
}

function AmbBarView({ progress, bets }: { progress: AmbProgressItem; bets: readonly TicketBet[] }) {
  const t = useT();
  const locale = useLocale();
  const bar = ambBarOf(progress, bets);
  if (!bar) return null;
  const counted = t('sb.ticket.amb.progress', { count: bar.count, total: bar.total });
  const pending = Math.min(bar.count + bar.counting, bar.total);
  const percent = (n: number) => `${Math.round((n / bar.total) * 100)}%`;
  const id = `amb-${progress.id}`;
  return (
    <section className={styles.amb} aria-labelledby={`${id}-name`} data-testid="amb-progress">
      <div className={styles.head}>
        <p className={styles.name} id={`${id}-name`}>
          {progress.name}
        </p>
        <p className={styles.reward}>
          {t('sb.ticket.amb.reward', {
            count: bar.freebets,
            amount: formatAmount(bar.amount, bar.currency, locale),
          })}
        </p>
      </div>
      <div
        className={styles.track}
        role="progressbar"
        aria-labelledby={`${id}-name`}
        aria-valuemin={0}
        aria-valuemax={bar.total}
        aria-valuenow={bar.count}
        aria-valuetext={counted}
      >
        {pending > bar.count && <span className={styles.pending} style={{ width: percent(pending) }} />}
        <span className={styles.fill} style={{ width: percent(bar.count) }} />
      </div>
      <p className={styles.text} data-testid="amb-progress-text">
        {bar.done ? (
          t('sb.ticket.amb.done')
        ) : (
          <>
            {counted}
            {' — '}
            {bar.counting > 0 ? (
              <span className={styles.counts}>{t('sb.ticket.amb.counts')}</span>
            ) : (
              ruleText(t, progress, locale)
            )}
          </>
        )}
      </p>
    </section>
  );
}

/**
 * Accumulator-bonus progress in the slip (SPEC §3 amb, §6 feature flag accumulator_progress_bar): for
 * a signed-in player, each live campaign's qualifying bets toward its next free-bet range, and whether
 * the slip's bets count (the domain's ambQualifies, the rule the server counts with). Nothing otherwise.
 */
export function AmbProgress({ bets }: { bets: readonly TicketBet[] }) {
  const list = useAmbProgress();
  if (list.length === 0) return null;
  return (
    <>
      {list.map((progress) => (
        <AmbBarView key={progress.id} progress={progress} bets={bets} />
      ))}
    </>
  );
}
