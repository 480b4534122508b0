'use client';

import { useCallback, useSyncExternalStore } from 'react';
import { slipIndex } from '@/features/betslip/selection-index.ts';
import { liveStore, type OutcomeLive, type OutcomeSeed } from '@/features/live/live-store.ts';
import type { OddsTypeName } from '@/features/odds-format/odds-type.ts';
import { currentOddsType, subscribeOddsType, useServerOddsType } from '@/features/odds-format/store.tsx';

/** What an odds button draws from the stores around it. */
export interface OddsButtonState {
  /**
   * The outcome's lock state in effect, with the server's odds and no flash: the button writes the
   * live odds and flash itself.
   */
  outcome: Pick<OutcomeLive, 'odds' | 'active' | 'marketStatus' | 'flash'>;
  /** Whether the match takes bets (push's answer, else the server's). */
  eventBettable: boolean;
  oddsType: OddsTypeName;
  /** Whether the outcome is in the bet slip. */
  selected: boolean;
}

export interface OddsButtonSeed extends OutcomeSeed {
  matchId: number;
  marketKey: string;
  outcomeId: string;
  eventBettable: boolean;
}

/**
 * One subscription per odds button instead of four (issue 13: a listing hydrates a hundred buttons,
 * and every store hook is two effects): the outcome's lock state, the match's bettable flag, the odds
 * format and the slip's selection, folded into one key that changes only when what React draws does.
 * The key holds the values in effect (push's, else the server's), so push confirming what the server
 * drew changes nothing, and the server render's key is the browser's until something does change.
 * Odds ticks change none of it: React draws the server's odds, and the button writes the live odds
 * and flash into its own elements after every commit. The outcome is seeded into the live store when
 * the subscription starts or the server's values change.
 */
export function useOddsButtonState(seed: OddsButtonSeed, selectionId: string): OddsButtonState {
  const { matchId, marketKey, outcomeId, odds, active, marketStatus } = seed;
  const initialType = useServerOddsType();
  const subscribe = useCallback(
    (listener: () => void) => {
      liveStore.seedOutcome(matchId, marketKey, outcomeId, { odds, active, marketStatus });
      const stops = [
        liveStore.subscribeOutcome(matchId, marketKey, outcomeId, listener),
        liveStore.subscribeMatch(matchId, listener),
        subscribeOddsType(listener),
        slipIndex.subscribeSelection(selectionId, listener),
      ];
      return () => {
        for (const stop of stops) stop();
      };
    },
    [matchId, marketKey, outcomeId, odds, active, marketStatus, selectionId],
  );
  const key = useSyncExternalStore(
    subscribe,
    () => {
      const live = liveStore.getOutcome(matchId, marketKey, outcomeId) ?? seed;
      const bettable = liveStore.getMatchBettable(matchId) ?? seed.eventBettable;
      const type = currentOddsType(initialType);
      return stateKey(live, bettable, type, slipIndex.isSelected(selectionId));
    },
    () => stateKey(seed, seed.eventBettable, initialType, false),
  );
  const [outcomeActive, status, bettable, type, selected] = key.split(';');
  return {
    outcome: { odds, active: outcomeActive === '1', marketStatus: Number(status), flash: null },
    eventBettable: bettable === '1',
    oddsType: type as OddsTypeName,
    selected: selected === '1',
  };
}

function stateKey(
  outcome: Pick<OutcomeLive, 'active' | 'marketStatus'>,
  bettable: boolean,
  type: OddsTypeName,
  selected: boolean,
): string {
  return `${outcome.active ? 1 : 0};${outcome.marketStatus};${bettable ? 1 : 0};${type};${selected ? 1 : 0}`;
}
