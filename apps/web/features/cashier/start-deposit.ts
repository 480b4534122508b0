'use client';

import type { Player } from '@sportsbook/contract';
import { useCallback } from 'react';
import { AuthStatus } from '../auth/auth-status.ts';
import { useAuthStatus } from '../auth/auth-store.ts';
import { playerResource, usePlayer } from '../auth/queries.ts';
import { betSettingsResource } from '../betslip/api.ts';
import { useLocale } from '../i18n/provider.tsx';
import { type DepositRequest, openModal } from '../modals/modal-store.ts';
import { fetchResource } from '../resource/store.ts';
import { useCashierConfig, useSavedCard } from './api.ts';
import { type CashierConfig, cashierConfigFrom } from './config.ts';
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
  const locale = useLocale();
  const who = useAuthStatus() === AuthStatus.loggedIn ? 'player' : 'visitor';
  const config = useCashierConfig();
  const player = usePlayer().data;
  const quickAllowed = quickDepositAllowed(config?.flags, player?.statuses);
  // Quick deposit charges the saved card: without one, deposits go through the card form.
  const savedCard = useSavedCard(quickAllowed).data ?? null;
  const quickReady = quickAllowed && savedCard !== null;
  // The settings and the profile decide whether the missed-fields prompt comes first: a click
  // before they have loaded waits for them rather than skipping the prompt.
  const start = useCallback(
    async (request: DepositRequest, quick = false) => {
      const [settings, profile] = await Promise.all([
        // What is stored already, however old (as TanStack Query's ensureQueryData).
        fetchResource({ ...betSettingsResource(locale, who), staleMs: Number.POSITIVE_INFINITY }),
        fetchResource({ ...playerResource(locale), staleMs: Number.POSITIVE_INFINITY }),
      ]).catch(() => [undefined, undefined] as const);
      openDeposit(settings ? cashierConfigFrom(settings) : undefined, profile, request, quick);
    },
    [locale, who],
  );
  return { start, quickAllowed, quickReady, savedCard };
}
