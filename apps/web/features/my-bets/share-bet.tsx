'use client';

import type { Bet } from '@sportsbook/contract';
import { DEFAULT_LOCALE_CONFIG, localizedPath } from '@sportsbook/domain';
import { useState } from 'react';
import { Button } from '../../ui/button.tsx';
import { useLocale, useT } from '../i18n/provider.tsx';
import { useBetSharing } from '../site/use-site-config.ts';
import styles from './my-bets.module.css';
import { createShareCode } from './queries.ts';

type ShareState = 'idle' | 'working' | 'copied' | 'error';

/**
 * Shares a bet's selections as a `?betcode=` link (SPEC §2 shared bet link): the system share sheet
 * where there is one, else the link goes to the clipboard.
 */
export function ShareBet({ bet }: { bet: Bet }) {
  if (!useBetSharing()) return null;
  return <ShareBetButton bet={bet} />;
}

function ShareBetButton({ bet }: { bet: Bet }) {
  const t = useT('bets');
  const locale = useLocale();
  const [state, setState] = useState<ShareState>('idle');

  const share = async () => {
    setState('working');
    try {
      const code = await createShareCode(locale, bet);
      const url = new URL(
        localizedPath(`/?betcode=${encodeURIComponent(code)}`, locale, DEFAULT_LOCALE_CONFIG),
        window.location.origin,
      ).toString();
      if (typeof navigator.share === 'function') {
        try {
          await navigator.share({ title: t('bets.ref', { ref: bet.ref }), url });
          setState('idle');
          return;
        } catch (error) {
          if (error instanceof DOMException && error.name === 'AbortError') {
            setState('idle');
            return;
          }
        }
      }
      await navigator.clipboard.writeText(url);
      setState('copied');
    } catch {
      setState('error');
    }
  };

  return (
    <span className={styles.share}>
      <span role="status" className={styles.muted}>
        {state === 'copied' ? t('bets.share.copied') : state === 'error' ? t('bets.share.error') : ''}
      </span>
      <Button
        variant="ghost"
        size="sm"
        onClick={() => void share()}
        disabled={state === 'working'}
        aria-label={t('bets.share.label', { ref: bet.ref })}
      >
        {t('bets.share')}
      </Button>
    </span>
  );
}
