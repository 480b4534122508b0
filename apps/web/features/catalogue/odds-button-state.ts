'use client';

import { useCallback, useSyncExternalStore } from 'react';
import { slipIndex } from '@/features/betslip/selection-index.ts';
import { liveStore, type OutcomeLive, type OutcomeSeed } from '@/features/live/live-store.ts';
import type { OddsTypeName } from '@/features/odds-format/odds-type.ts';
import { currentOddsType, subscribeOddsType, useServerOddsType } from '@/features/odds-format/store.tsx';

/** What an odds button draws from the stores around it. */
export interface OddsButtonState {
  /** The outcome as the live store holds it at render time (the seed while push said nothing). */
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
 * Odds ticks change none of it (the button writes them into its own elements). The outcome is seeded
 * into the live store when the subscription starts or the server's values change.
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
      const live = liveStore.getOutcome(matchId, marketKey, outcomeId);
      const lock = live === undefined ? '' : `${live.active ? 1 : 0}.${live.marketStatus}`;
      const bettable = liveStore.getMatchBettable(matchId);
      const type = currentOddsType(initialType);
      return `${lock};${bettable === undefined ? '' : bettable ? 1 : 0};${type};${slipIndex.isSelected(selectionId) ? 1 : 0}`;
    },
    () => `;;${initialType};0`,
  );
  const [lock, bettable, type] = key.split(';');
  const live = lock === '' ? undefined : liveStore.getOutcome(matchId, marketKey, outcomeId);
  return {
    outcome: live ?? { odds, active, marketStatus, flash: null },
    eventBettable: bettable === '' ? seed.eventBettable : bettable === '1',
    oddsType: type as OddsTypeName,
    selected: key.endsWith(';1'),
  };
}
