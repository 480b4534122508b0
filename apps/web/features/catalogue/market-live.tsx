'use client';

import { MarketStatus } from '@sportsbook/domain';
import type { ReactNode } from 'react';
import { useMarketStatus } from '@/features/live/hooks.ts';

interface MarketRef {
  matchId: number;
  /** "id|specifier" */
  marketKey: string;
  /** Status code when the server rendered the market. */
  status: number;
}

/** Renders a market while push has not set its status to 0 (not allowed): such markets are dropped (SPEC §4). */
export function LiveMarketGate({
  matchId,
  marketKey,
  status,
  children,
}: MarketRef & { children: ReactNode }) {
  return useMarketStatus(matchId, marketKey, status) === MarketStatus.notAllowed ? null : children;
}

/** The "Suspended" tag of a market heading, shown while the market is suspended. */
export function MarketSuspendedTag({
  matchId,
  marketKey,
  status,
  label,
  className,
}: MarketRef & { label: string; className?: string }) {
  const current = useMarketStatus(matchId, marketKey, status);
  return current === MarketStatus.suspended ? <span className={className}>{label}</span> : null;
}
