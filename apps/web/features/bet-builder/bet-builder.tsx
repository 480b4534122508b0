'use client';

import { formatOdds, isBettableMarketStatus, isOdds, type MarketStatus, type Odds } from '@sportsbook/domain';
import { useEffect, useId, useState } from 'react';
import { useBetSettings } from '../betslip/bet-settings.ts';
import { type SelectionMatch, selectionInputOf } from '../betslip/selection-data.ts';
import { withSlip } from '../betslip/slip-runtime.ts';
import { useLocale, useT } from '../i18n/provider.tsx';
import { useMatchBettable, useOutcome } from '../live/hooks.ts';
import { useOddsType } from '../odds-format/index.ts';
import styles from './bet-builder.module.css';
import { type AddOutcome, addCustomBet } from './custom-bet-store.ts';
import { isPicked, MIN_PICKS, noPriceReason, type Pick, picksFrom, togglePick } from './picks.ts';
import { useBuilderPrice } from './queries.ts';
import { BET_BUILDER_ISLAND } from './tab.ts';

/** A market the bet builder offers (custom_bet_groups not empty), trimmed to what the builder shows. */
export interface BuilderMarket {
  readonly id: number;
  readonly specifier: string;
  readonly name: string;
  /** The line for the heading ("2.5" of total=2.5), '' when none. */
  readonly line: string;
  /** First market group key, for the slip selection ('' when none). */
  readonly group: string;
  readonly status: number;
  readonly outcomes: readonly {
    readonly id: string;
    readonly name: string;
    readonly active: boolean;
    readonly odds: number;
  }[];
}

export interface BetBuilderProps {
  /** The match as slip selections need it (one object for the whole builder). */
  match: SelectionMatch;
  /** Whether the match took bets when the server rendered it. */
  eventBettable: boolean;
  markets: readonly BuilderMarket[];
}

const storageKey = (matchId: number) => `sportsbook.bet-builder.${matchId}`;

/** The picks kept for this match in session storage (the builder survives a reload). */
function usePicks(matchId: number): [readonly Pick[], (next: readonly Pick[]) => void] {
  const [picks, setPicks] = useState<readonly Pick[]>([]);
  useEffect(() => {
    try {
      setPicks(picksFrom(JSON.parse(window.sessionStorage.getItem(storageKey(matchId)) ?? '[]')));
    } catch {
      setPicks([]);
    }
  }, [matchId]);
  const update = (next: readonly Pick[]) => {
    setPicks(next);
    try {
      if (next.length === 0) window.sessionStorage.removeItem(storageKey(matchId));
      else window.sessionStorage.setItem(storageKey(matchId), JSON.stringify(next));
    } catch {
      // Storage full or blocked: the picks live on in memory.
    }
  };
  return [picks, update];
}

function PickButton({
  matchId,
  market,
  outcome,
  picked,
  matchBettable,
  onToggle,
}: {
  matchId: number;
  market: BuilderMarket;
  outcome: BuilderMarket['outcomes'][number];
  picked: boolean;
  matchBettable: boolean;
  onToggle: () => void;
}) {
  const t = useT('bet-builder');
  const oddsType = useOddsType();
  const marketKey = `${market.id}|${market.specifier}`;
  const live = useOutcome(matchId, marketKey, outcome.id, {
    odds: outcome.odds,
    active: outcome.active,
    marketStatus: market.status,
  });
  const locked = !matchBettable || !live.active || !isBettableMarketStatus(live.marketStatus as MarketStatus);
  // A picked outcome stays pressable, so a suspended pick can be taken out.
  const disabled = locked && !picked;
  const odds = formatOdds(live.odds as Odds, oddsType);
  return (
    <button
      type="button"
      className={styles.pick}
      aria-pressed={picked}
      disabled={disabled}
      data-locked={locked || undefined}
      data-market-key={marketKey}
      data-outcome-id={outcome.id}
      onClick={onToggle}
    >
      <span className={styles.pickName}>{outcome.name}</span>{' '}
      <span className={styles.pickOdds} dir="ltr">
        {locked ? t('betBuilder.suspended') : odds}
      </span>
    </button>
  );
}

function PriceLine({ picks, price }: { picks: readonly Pick[]; price: ReturnType<typeof useBuilderPrice> }) {
  const t = useT('bet-builder');
  const oddsType = useOddsType();
  const reason = noPriceReason(picks, price.answer);
  if (picks.length === 0) return <p className={styles.hint}>{t('betBuilder.empty')}</p>;
  if (reason === 'fewer')
    return <p className={styles.hint}>{t('betBuilder.reason.fewer', { min: MIN_PICKS })}</p>;
  if (price.failed) return <p className={styles.reason}>{t('betBuilder.error')}</p>;
  if (!price.answer) {
    return (
      <p className={styles.priceRow}>
        <span>{t('betBuilder.odds')}</span>
        <span className={styles.loading}>{t('betBuilder.loading')}</span>
      </p>
    );
  }
  if (reason !== null) {
    return (
      <div data-testid="bet-builder-unavailable">
        <p className={styles.priceRow}>
          <span>{t('betBuilder.odds')}</span>
          <strong className={styles.notAvailable}>{t('betBuilder.notAvailable')}</strong>
        </p>
        <p className={styles.reason}>{t(`betBuilder.reason.${reason}`)}</p>
      </div>
    );
  }
  return (
    <p className={styles.priceRow}>
      <span>{t('betBuilder.odds')}</span>
      <strong
        className={styles.price}
        dir="ltr"
        data-testid="bet-builder-odds"
        aria-busy={price.pending || undefined}
      >
        {formatOdds(price.answer.odds as Odds, oddsType)}
      </strong>
    </p>
  );
}

/**
 * The bet builder of a match (SPEC §2 bet-builder anchor #betBuilder, §4 custom bets): the player picks
 * at most one outcome per market, the combined price comes from POST /bets/custom/odds as they pick
 * (and again when push moves the match), and "Add to bet slip" hands one custom bet to the slip's
 * reducer, which opens the custom-bet modal when the slip already holds one.
 */
export function BetBuilder({ match, eventBettable, markets }: BetBuilderProps) {
  const t = useT('bet-builder');
  const locale = useLocale();
  const headingId = useId();
  const [picks, setPicks] = usePicks(match.id);
  const [outcome, setOutcome] = useState<AddOutcome | null>(null);
  const matchBettable = useMatchBettable(match.id, eventBettable);
  const settings = useBetSettings().data;
  const price = useBuilderPrice(locale, match.id, picks);
  const odds = price.answer?.odds;
  const canAdd =
    matchBettable && settings?.custom_bet_enabled === true && price.current && isOdds(odds) && !price.pending;

  const toggle = (pick: Pick) => {
    setOutcome(null);
    setPicks(togglePick(picks, pick));
  };

  const clear = () => {
    setOutcome(null);
    setPicks([]);
  };

  const add = () => {
    if (!isOdds(odds) || !price.answer) return;
    const current = price.answer.selections_odds;
    const selections = picks.flatMap((pick, index) => {
      const market = markets.find((m) => m.id === pick.marketId && m.specifier === pick.specifier);
      const item = market?.outcomes.find((o) => o.id === pick.outcomeId);
      if (!market || !item) return [];
      const now = current[index];
      return [
        selectionInputOf(
          match,
          { name: market.name, group: market.group, marketId: market.id, specifier: market.specifier },
          { id: item.id, name: item.name, active: true, odds: isOdds(now) ? now : item.odds },
        ),
      ];
    });
    // The slip's runtime may load first (slip-runtime.ts): the builder's first add can be the page's first slip use.
    withSlip((slip) => {
      const result = addCustomBet(slip.ticketStore, { selections, customOdds: odds });
      setOutcome(result);
      if (result === 'added') setPicks([]);
    });
  };

  return (
    <section
      id="betBuilder"
      data-island={BET_BUILDER_ISLAND}
      className={styles.builder}
      aria-labelledby={headingId}
      tabIndex={-1}
    >
      <h3 id={headingId} className={styles.title}>
        {t('betBuilder.title')}
      </h3>
      <p className={styles.hint}>{t('betBuilder.intro')}</p>
      {!matchBettable && <p className={styles.reason}>{t('betBuilder.matchClosed')}</p>}
      <div className={styles.markets}>
        {markets.map((market) => {
          const marketKey = `${market.id}|${market.specifier}`;
          return (
            <fieldset key={marketKey} className={styles.market}>
              <legend className={styles.legend}>
                <h4 className={styles.marketName}>
                  {market.name}
                  {market.line !== '' && <span className={styles.line}>{market.line}</span>}
                </h4>
              </legend>
              <div className={styles.outcomes} data-columns={market.outcomes.length === 3 ? 3 : 2}>
                {market.outcomes.map((item) => {
                  const pick = { marketId: market.id, specifier: market.specifier, outcomeId: item.id };
                  return (
                    <PickButton
                      key={item.id}
                      matchId={match.id}
                      market={market}
                      outcome={item}
                      picked={isPicked(picks, pick)}
                      matchBettable={matchBettable}
                      onToggle={() => toggle(pick)}
                    />
                  );
                })}
              </div>
            </fieldset>
          );
        })}
      </div>
      <div className={styles.summary}>
        <div aria-live="polite" className={styles.summaryText}>
          <p className={styles.count}>{t('betBuilder.count', { count: picks.length })}</p>
          <PriceLine picks={picks} price={price} />
          {outcome === 'added' && <p className={styles.done}>{t('betBuilder.added')}</p>}
          {outcome === 'ignored' && <p className={styles.reason}>{t('betBuilder.notAdded')}</p>}
        </div>
        <div className={styles.actions}>
          {picks.length > 0 && (
            <button type="button" className={styles.secondary} onClick={clear}>
              {t('betBuilder.clear')}
            </button>
          )}
          <button type="button" className={styles.primary} disabled={!canAdd} onClick={add}>
            {t('betBuilder.add')}
          </button>
        </div>
      </div>
    </section>
  );
}
