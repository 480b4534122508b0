'use client';

import { isLiveListStatus, MatchStatus } from '@sportsbook/domain';
import { createContext, type ReactNode, useContext } from 'react';
import { useT } from '@/features/i18n/provider.tsx';
import { useMatchLive } from '@/features/live/hooks.ts';
import type { MatchLive } from '@/features/live/live-store.ts';
import { Ltr } from '@/ui/bidi.tsx';
import { sideScore } from './live-score';

// Client islands of server-rendered match rows and headers: one scope per match reads the live
// store, and the small leaves below render the parts that change (clock, score, status), so the
// rest of the row stays server-rendered markup.

const LiveMatchContext = createContext<MatchLive | null>(null);
/** True inside the /live list: matches that are over leave it. */
const LiveListContext = createContext(false);

/** Marks its subtree as the live list: match scopes inside hide once their match is over. */
export function LiveListScope({ children }: { children: ReactNode }) {
  return <LiveListContext.Provider value>{children}</LiveListContext.Provider>;
}

/** The live fields of the enclosing match scope. */
export function useScopedMatch(): MatchLive {
  const match = useContext(LiveMatchContext);
  if (!match) throw new Error('useScopedMatch needs a <LiveMatchScope>');
  return match;
}

/** Whether a status means the match is over (closed or finished). */
export function isOverStatus(status: number): boolean {
  return status === MatchStatus.finished || status === MatchStatus.closed;
}

export interface LiveMatchScopeProps {
  seed: MatchLive;
  as: 'li' | 'header' | 'div';
  className?: string;
  /** Also subscribe to the match's own channel (every market): the match page does. */
  matchChannel?: boolean;
  children: ReactNode;
}

/** The element of one match (row or header) with its live fields in context for the leaves inside. */
export function LiveMatchScope({
  seed,
  as: Tag,
  className,
  matchChannel = false,
  children,
}: LiveMatchScopeProps) {
  const match = useMatchLive(seed, { matchChannel });
  const inLiveList = useContext(LiveListContext);
  if (inLiveList && !isLiveListStatus(match.status)) return null;
  return (
    <LiveMatchContext.Provider value={match}>
      <Tag
        className={className}
        data-live={match.status === MatchStatus.live || undefined}
        data-match-id={match.id}
      >
        {children}
      </Tag>
    </LiveMatchContext.Provider>
  );
}

/** Shows `children` while the match is not over, `over` once it is closed or finished. */
export function UnlessOver({ children, over = null }: { children: ReactNode; over?: ReactNode }) {
  return isOverStatus(useScopedMatch().status) ? over : children;
}

/** Shows `children` while the match is live, `otherwise` in any other status. */
export function WhenLive({ children, otherwise = null }: { children: ReactNode; otherwise?: ReactNode }) {
  return useScopedMatch().status === MatchStatus.live ? children : otherwise;
}

/** Overs faced, "(18.2 ov)", read out in full ("18.2 overs"). */
export function Overs({ overs, className }: { overs: string; className?: string }) {
  const t = useT();
  return (
    <span className={className} data-part="overs">
      <span aria-hidden="true">{`(${t('catalogue.match.overs', { overs })})`}</span>
      <span className="visually-hidden">{t('catalogue.match.oversLong', { overs })}</span>
    </span>
  );
}

/**
 * One side's score while the match is live or over; nothing before it starts. Tennis shows sets,
 * games of the set in play and points, with a dot (and `servingLabel` for screen readers) on the
 * server; cricket runs/wickets and overs; other sports the total.
 */
export function LiveScore({
  side,
  className,
  servingLabel = '',
}: {
  side: 'home' | 'away';
  className?: string;
  servingLabel?: string;
}) {
  const match = useScopedMatch();
  const score = sideScore(match.statistics, match.sportKey, side);
  const show = (match.status === MatchStatus.live || isOverStatus(match.status)) && score != null;
  if (!show) return null;
  if (score.kind !== 'tennis') {
    return (
      <Ltr className={className} data-score={side} data-kind={score.kind}>
        {score.text}
        {score.kind === 'cricket' && score.overs !== null && <Overs overs={score.overs} />}
      </Ltr>
    );
  }
  const serving = score.serving && match.status === MatchStatus.live;
  return (
    <span className={className} data-score={side} data-kind="tennis">
      <span data-part="serve">
        {serving && (
          <>
            <span aria-hidden="true">●</span>
            <span className="visually-hidden">{servingLabel}</span>
          </>
        )}
      </span>
      <span data-part="sets">{score.sets}</span>
      {score.games !== null && <span data-part="games">{score.games}</span>}
      {score.points !== null && match.status === MatchStatus.live && (
        <span data-part="points">{score.points}</span>
      )}
    </span>
  );
}
