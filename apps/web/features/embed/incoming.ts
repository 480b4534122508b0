'use client';

import { DEFAULT_LOCALE_CONFIG, localizedPath, OddsType } from '@sportsbook/domain';
import type { FromHostMessage } from '@sportsbook/embed/messages';
import { setBearerToken } from '../../lib/bearer.ts';
import { AuthStatus } from '../auth/auth-status.ts';
import { getAuthStatus } from '../auth/auth-store.ts';
import { currencySwitched, platformApi } from '../auth/queries.ts';
import { clearSession, loadSession } from '../auth/session.ts';
import { withSlip } from '../betslip/slip-runtime.ts';
import { SlipTab, setSlipUi } from '../betslip/slip-ui.ts';
import { changeLocale } from '../i18n/change-locale.ts';
import { setOddsType } from '../odds-format/store.tsx';
import { internalPath } from './host-channel.ts';

export interface IncomingContext {
  locale: string;
  navigate: (href: string) => void;
  setDelegating: (on: boolean) => void;
  setViewport: (viewport: { width: number; height: number; offsetTop: number }) => void;
}

const ODDS_TYPES: readonly string[] = Object.values(OddsType);

/** Does what a host message asks (SPEC §7 "From the parent"); bad payloads are ignored. */
export function handleHostMessage(message: FromHostMessage, ctx: IncomingContext): void {
  const { locale } = ctx;
  switch (message.type) {
    case 'iframe_integration':
      ctx.setDelegating(message.payload.enabled !== false);
      return;
    case 'set_auth_token':
      signInWithToken(message.payload.token, ctx);
      return;
    case 'odds_changed':
      if (ODDS_TYPES.includes(message.payload.format)) setOddsType(message.payload.format as OddsType);
      return;
    case 'page_changed': {
      const path = internalPath(message.payload.path);
      if (path) ctx.navigate(localizedPath(path, locale, DEFAULT_LOCALE_CONFIG));
      return;
    }
    case 'search_modal':
      if (message.payload.open) ctx.navigate(localizedPath('/search', locale, DEFAULT_LOCALE_CONFIG));
      return;
    case 'open_bet_slip':
      setSlipUi({ open: true, tab: SlipTab.betSlip });
      return;
    case 'viewport':
      ctx.setViewport(message.payload);
      return;
    case 'apply_bet_code':
      applyBetCode(message.payload.code, locale);
      return;
    case 'change_locale':
      changeLocaleTo(locale, message.payload.locale);
      return;
    case 'change_currency':
      if (getAuthStatus() !== AuthStatus.loggedIn || typeof message.payload.currency !== 'string') return;
      void platformApi
        .switchCurrency(locale, message.payload.currency)
        .then((accounts) => currencySwitched(accounts))
        .catch(() => undefined);
      return;
  }
}

/** The host signed the player in (or out, with an empty token): the frame follows with a bearer session. */
function signInWithToken(token: unknown, { locale }: IncomingContext): void {
  if (typeof token !== 'string' || !/^[A-Za-z0-9_-]{20,200}$/.test(token)) {
    if (token === '' || token === null) clearSession();
    return;
  }
  clearSession();
  setBearerToken(token);
  void loadSession(locale);
}

function applyBetCode(code: unknown, locale: string): void {
  if (typeof code !== 'string' || code.trim() === '' || code.length > 64) return;
  setSlipUi({ open: true, tab: SlipTab.betSlip });
  withSlip((slip) => {
    void slip.restoreFromShareCode(slip.ticketStore, locale, code.trim(), (notFound) =>
      setSlipUi({ notFound }),
    );
  });
}

function changeLocaleTo(current: string, next: unknown): void {
  if (typeof next !== 'string' || !(DEFAULT_LOCALE_CONFIG.locales as readonly string[]).includes(next))
    return;
  // As the page's own switcher does: saved on a signed-in player's profile, then the same page in it.
  void changeLocale(current, next);
}
