'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useMemo, useState } from 'react';
import { AuthStatus } from '../auth/auth-status.ts';
import { getAuthStatus } from '../auth/auth-store.ts';
import { useAccounts } from '../auth/queries.ts';
import { useLocale } from '../i18n/provider.tsx';
import { bridgeAnnounced, emitAcceptedHostMessage } from './bridge-events.ts';
import { createHostChannel } from './host-channel.ts';
import { handleHostMessage } from './incoming.ts';
import {
  useBalanceReports,
  useDelegation,
  useModalReports,
  usePageLoaded,
  useSizeReports,
  useSlipReports,
  useTopEventReports,
} from './outgoing.ts';

const DELEGATION_KEY = 'sb.embed.delegating';

function storedDelegation(): boolean {
  try {
    return window.sessionStorage.getItem(DELEGATION_KEY) !== '0';
  } catch {
    return true;
  }
}

/**
 * The sportsbook's side of an embedding (SPEC §5, §6, §7), mounted only inside a frame: reports
 * pages, size, balance, slip and modals to the host; follows the host's messages; hands sign-in,
 * sign-up and deposit to the host while delegation is on (the default; `iframe_integration` with
 * `enabled: false` turns it off for this tab).
 */
export function FrameBridge({ allowedOrigins }: { allowedOrigins: readonly string[] }) {
  const channel = useMemo(() => createHostChannel(window, allowedOrigins), [allowedOrigins]);
  const locale = useLocale();
  const router = useRouter();
  const [delegating, setDelegating] = useState(storedDelegation);
  const currency = useAccounts().data?.find((account) => account.active)?.currency ?? null;

  useEffect(() => {
    document.documentElement.setAttribute('data-embedded', '');
    channel.post('initialized', { locale, signedIn: getAuthStatus() === AuthStatus.loggedIn });
    bridgeAnnounced();
  }, [channel, locale]);

  useEffect(
    () =>
      channel.listen((message) => {
        handleHostMessage(message, {
          locale,
          navigate: (href) => router.push(href),
          setDelegating: (on) => {
            try {
              window.sessionStorage.setItem(DELEGATION_KEY, on ? '1' : '0');
            } catch {
              // Storage denied: the choice holds for this page.
            }
            setDelegating(on);
          },
          setViewport: ({ height, offsetTop }) => {
            const style = document.documentElement.style;
            if (Number.isFinite(height))
              style.setProperty('--host-viewport-height', `${Math.max(0, height)}px`);
            if (Number.isFinite(offsetTop))
              style.setProperty('--host-viewport-top', `${Math.max(0, offsetTop)}px`);
          },
        });
        emitAcceptedHostMessage(message);
      }),
    [channel, locale, router],
  );

  usePageLoaded(channel);
  useSizeReports(channel);
  useBalanceReports(channel);
  useSlipReports(channel);
  useModalReports(channel);
  useTopEventReports(channel);
  useDelegation(channel, delegating, currency);
  return null;
}
