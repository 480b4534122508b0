import type { Match } from '@sportsbook/contract';
import { getT } from '@/features/i18n';
import { MatchRowView } from './match-row-view';

/** One match in a server-rendered listing (see MatchRowView); live parts follow push updates. */
export function MatchRow({
  match,
  locale,
  showLeague = false,
}: {
  match: Match;
  locale: string;
  showLeague?: boolean;
}) {
  return <MatchRowView match={match} locale={locale} t={getT(locale)} showLeague={showLeague} />;
}
