'use client';

import type { Player } from '@sportsbook/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { platformKeys, usePlayer } from '../auth/queries.ts';
import { type DepositRequest, openModal } from '../modals/modal-store.ts';
import { useCashierConfig, useSavedCard } from './api.ts';
import type { CashierConfig } from './config.ts';
import { missedDepositFields, quickDepositAllowed } from './rules.ts';

/**
 * Opens a deposit (SPEC §4 Deposit flow): the missed-fields prompt first when configured deposit
 * fields are empty on the profile (it continues to the deposit once they are filled), else the
 * deposit modal or, for `quick`, the quick deposit.
 */
export function openDeposit(
  config: CashierConfig | undefined,
  player: Player | undefined,
  request: DepositRequest,
  quick = false,
): void {
  const modal = quick ? 'quick_deposit' : 'iframe_deposit';
  const missed = missedDepositFields(config?.requiredDepositFields, player?.auth_fields_missed);
  if (missed.length > 0) {
    openModal('missed_fields', { forDeposit: true, fields: missed, continueTo: { modal, request } });
    return;
  }
  openModal(modal, request);
}

/**
 * `start(request, quick?)` for buttons; whether the flags give this player the quick deposit, and
 * whether it is ready (a saved card exists).
 */
export function useDeposit() {
  const queryClient = useQueryClient();
  const config = useCashierConfig();
  const player = usePlayer().data;
  const quickAllowed = quickDepositAllowed(config?.flags, player?.statuses);
  // Quick deposit charges the saved card: without one, deposits go through the card form.
  const savedCard = useSavedCard(quickAllowed).data ?? null;
  const quickReady = quickAllowed && savedCard !== null;
  const start = useCallback(
    (request: DepositRequest, quick = false) =>
      openDeposit(config, queryClient.getQueryData<Player>(platformKeys.player()) ?? player, request, quick),
    [config, player, queryClient],
  );
  return { start, quickAllowed, quickReady, savedCard };
}
