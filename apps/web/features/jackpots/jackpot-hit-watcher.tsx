'use client';

import { useEffect, useRef, useState } from 'react';
import { dismissAlert, showAlert } from '../alerts/alert-store.ts';
import { AuthStatus } from '../auth/auth-status.ts';
import { useAuthStatus } from '../auth/auth-store.ts';
import { formatBalanceAmount } from '../cashier/transaction-format.ts';
import { useLocale, useT } from '../i18n/provider.tsx';
import { currentModal, openModal } from '../modals/modal-store.ts';
import { invalidateResources } from '../resource/store.ts';
import { jackpotsApi, useMyUnseenHits } from './api.ts';
import { jackpotKeys } from './keys.ts';
import { hitsToAnnounce, JACKPOT_HIT_DELAY_MS, JACKPOT_HITS_REFETCH_AFTER_SEEN_MS } from './model.ts';

/**
 * Announces the signed-in player's jackpot hits one at a time (SPEC §4 Notifications flow): an unseen
 * approved or paid hit, after a short delay, opens the jackpot hit modal; when another modal is open
 * (a deposit, a reality check, another hit) it is not interrupted: the jackpot toast (the bonus
 * toast's jackpot variant, title sb.general.jackpot-hit.title) waits its turn and opens the modal
 * when chosen. A hit shown in the modal is marked seen and the hits refetched 1 s later; signing out
 * closes the toast.
 */
export function JackpotHitWatcher() {
  const t = useT('jackpots');
  const locale = useLocale();
  const loggedIn = useAuthStatus() === AuthStatus.loggedIn;
  const hits = useMyUnseenHits();
  const announced = useRef(new Set<number>());
  const toastId = useRef<number | null>(null);
  // Announcing one hit re-renders, so the next pending one gets its turn.
  const [, setAnnouncedCount] = useState(0);
  const pending = loggedIn ? hitsToAnnounce(hits.data?.data ?? [], announced.current) : [];
  const next = pending[0];

  useEffect(() => {
    if (!next) return;
    const timer = setTimeout(() => {
      announced.current.add(next.id);
      setAnnouncedCount(announced.current.size);
      // Seen once the player has the modal in front of them: a toast that is replaced unchosen leaves
      // the hit unseen, so the next page load announces it again.
      const open = () => {
        openModal('jackpot_hit', { hit: next });
        void jackpotsApi
          .markSeen(locale, [next.id])
          .catch(() => undefined)
          .then(() =>
            setTimeout(() => void invalidateResources(jackpotKeys.all()), JACKPOT_HITS_REFETCH_AFTER_SEEN_MS),
          );
      };
      if (currentModal() === null) open();
      else {
        toastId.current = showAlert({
          waitsTurn: true,
          tone: 'success',
          name: 'jackpot-hit',
          title: t('sb.general.jackpot-hit.title'),
          message: `${next.jackpot_name} · ${formatBalanceAmount(next.amount, next.currency, locale)}`,
          selectHint: t('jackpots.toast.open'),
          onSelect: open,
        });
      }
    }, JACKPOT_HIT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [next, locale, t]);

  useEffect(() => {
    if (loggedIn) return;
    if (toastId.current !== null) dismissAlert(toastId.current);
    toastId.current = null;
    announced.current.clear();
  }, [loggedIn]);

  return null;
}
