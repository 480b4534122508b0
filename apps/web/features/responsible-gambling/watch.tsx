'use client';

import { ACTIVITY_TRACKING_INTERVAL_MS } from '@sportsbook/domain';
import { useEffect } from 'react';
import { ApiRequestError } from '../../lib/api.ts';
import { AuthStatus } from '../auth/auth-status.ts';
import { getAuthStatus, useAuthStatus } from '../auth/auth-store.ts';
import { EXPECTED_401, platformApi } from '../auth/queries.ts';
import { clearSession, sessionEnded } from '../auth/session.ts';
import { postToTabs } from '../auth/tab-channel.ts';
import { useLocale } from '../i18n/provider.tsx';
import { currentModal, openModal } from '../modals/modal-store.ts';
import { useMutation } from '../query/hooks.ts';
import { flagOn } from '../site/rules.ts';
import { useFeatureFlags } from '../site/use-site-config.ts';
import { isOutOfLimit, limitsApi, useLimits, useRealityCheck } from './queries.ts';

/** Limit statuses in force (contract IN_FORCE_LIMIT_STATUSES). */
const IN_FORCE = new Set(['active', 'confirmed', 'unconfirmed_disabled', 'confirmed_disabled']);

/**
 * The signed-in player's session watchers (SPEC §4, §7, §8): starts the sportsbook session, polls
 * the reality check every 30 s once a reality-check limit is in force (a 400 stops it; a session-limit
 * answer ends the session), and counts
 * activity every 60 s while the tab is visible and an activity limit is in force.
 */
export function ResponsibleGamblingWatch() {
  const status = useAuthStatus();
  const flags = useFeatureFlags();
  if (status !== AuthStatus.loggedIn) return null;
  // SPEC §6: the responsible_gambling and activity_tracking feature flags gate these tools.
  const tools = flagOn(flags, 'responsible_gambling');
  return <SignedInWatch tools={tools} activityTracking={tools && flagOn(flags, 'activity_tracking')} />;
}

let sessionStarted = false;

function SignedInWatch({ tools, activityTracking }: { tools: boolean; activityTracking: boolean }) {
  const locale = useLocale();
  const limits = useLimits(tools);
  const inForce = (type: string) =>
    tools && (limits.data?.some((limit) => limit.type === type && IN_FORCE.has(limit.status)) ?? false);
  const realityCheck = useRealityCheck(inForce('reality_check'));

  useEffect(() => {
    if (sessionStarted) return;
    sessionStarted = true;
    platformApi.startSportsbookSession(locale).catch(() => {
      sessionStarted = false;
    });
    return () => {
      if (getAuthStatus() !== AuthStatus.loggedIn) sessionStarted = false;
    };
  }, [locale]);

  const data = realityCheck.data;
  useEffect(() => {
    if (!data?.due || currentModal()?.name === 'reality_check') return;
    openModal('reality_check', { data });
    postToTabs({ type: 'reality_check', data });
  }, [data]);

  const error = realityCheck.error;
  useEffect(() => {
    if (!(error instanceof ApiRequestError)) return;
    if (error.status === 401 || isOutOfLimit(error)) {
      sessionEnded(error);
    }
  }, [error]);

  const track = useMutation({
    mutationFn: () => limitsApi.trackActivity(locale),
    meta: EXPECTED_401,
    onError: (trackError) => {
      if (!(trackError instanceof ApiRequestError) || trackError.status !== 401) return;
      // SPEC §8: activity tracking refused → sign out and open the activity-limit-reached modal.
      clearSession();
      postToTabs({ type: 'activity_limit_reached' });
      openModal('activity_limit_reached');
    },
  });
  const trackNow = track.mutate;
  const activityLimit = activityTracking && inForce('activity');
  useEffect(() => {
    if (!activityLimit) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') trackNow();
    }, ACTIVITY_TRACKING_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [activityLimit, trackNow]);

  return null;
}
