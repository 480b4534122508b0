'use client';

import { useLocale, useT } from '@/features/i18n/provider.tsx';
import { MatchRowView } from './match-row-view';
import type { RowMatch } from './row-match';

/**
 * One match in a server-rendered listing (see MatchRowView), drawn from the slim match the server
 * hands it (rowMatchOf): the page's RSC payload carries that object, not the row's markup (issue 13).
 */
export function MatchRow({
  match,
  startText,
  showLeague = false,
  cardLabels,
}: {
  match: RowMatch;
  /** The start time as the server formats it (formatStartTime). */
  startText: string;
  showLeague?: boolean;
  /** Drawn as a card with these labels over its odds (a layout block's slider or tiles). */
  cardLabels?: readonly string[] | undefined;
}) {
  return (
    <MatchRowView
      match={match}
      locale={useLocale()}
      t={useT()}
      startText={startText}
      showLeague={showLeague}
      cardLabels={cardLabels}
    />
  );
}
