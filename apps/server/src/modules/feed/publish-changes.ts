import {
  type Event,
  type Market,
  type MatchChangedMessage,
  matchChannel,
  publicChannel,
  pushEvent,
} from '@sportsbook/contract';
import { marketFrom, stageFor, statisticsFor } from '../catalogue/mappers.ts';
import type { CatalogueService } from '../catalogue/service.ts';
import { incidentView } from '../match-tracker/view.ts';
import type { Changes } from './changes.ts';
import type { FeedPublisher } from './publisher.ts';

/** What publishing a change needs: where to, in which locales, and the catalogue for whole matches. */
export interface PublishTarget {
  publisher: FeedPublisher;
  catalogue: CatalogueService;
  locales: readonly string[];
}

/**
 * Publishes a change: provider statuses, then the matches whose status or markets changed (bet
 * stops among them), and only then the matches published in full, which need catalogue reads.
 */
export async function publishChanges(to: PublishTarget, changes: Changes): Promise<void> {
  const ids = [
    ...new Set([
      ...changes.events.keys(),
      ...changes.markets.keys(),
      ...changes.full,
      ...changes.incidents.map((i) => i.eventId),
    ]),
  ].sort((a, b) => a - b);
  for (const locale of to.locales) {
    for (const p of changes.providers) {
      await to.publisher.publish(publicChannel(locale), pushEvent('provider_status_changed', p));
    }
    for (const id of ids) if (!changes.full.has(id)) await publishMatch(to, changes, locale, id, undefined);
  }
  if (changes.full.size === 0) return;
  for (const locale of to.locales) {
    const list = await to.catalogue.eventsByIds([...changes.full], locale);
    const full = new Map(list.map((e) => [e.id, e]));
    for (const id of ids) if (changes.full.has(id)) await publishMatch(to, changes, locale, id, full.get(id));
  }
}

/** One match's publications in one locale (`whole`: the match to publish in full). */
async function publishMatch(
  to: PublishTarget,
  changes: Changes,
  locale: string,
  id: number,
  whole: Event | undefined,
): Promise<void> {
  const pub = publicChannel(locale);
  const channels = [pub, matchChannel(locale, id)];
  const e = changes.events.get(id);
  if (changes.statusChanged.has(id) && e) {
    await to.publisher.publish(
      pub,
      pushEvent('match_status_changed', { match_id: id, status: e.status as 0 | 1 | 2 | 3 | 4 | 5 }),
    );
  }
  if (whole && whole.type === 'match') {
    await to.publisher.broadcast(channels, pushEvent('match_changed', whole as MatchChangedMessage));
  } else if (e) {
    const message: MatchChangedMessage = {
      id,
      status: e.status as 0 | 1 | 2 | 3 | 4 | 5,
      stage: stageFor(e.stage, e.statistics, locale),
      statistics: statisticsFor(e.statistics, locale),
    };
    await to.publisher.broadcast(channels, pushEvent('match_changed', message));
  }
  const incidents = changes.incidents.filter((i) => i.eventId === id && i.id);
  if (incidents.length > 0) {
    await to.publisher.publish(
      matchChannel(locale, id),
      pushEvent('match_incidents', { match_id: id, incidents: incidents.map(incidentView) }),
    );
  }
  const changed = changes.markets.get(id);
  if (!changed || changed.size === 0) return;
  const ref = { id, urnId: changes.urn.get(id) ?? '' };
  const list: Market[] = [...changed.values()]
    .filter((m) => m.id !== 0)
    .map((m) => marketFrom(m, ref, locale));
  if (list.length === 0) return;
  await to.publisher.publish(
    matchChannel(locale, id),
    pushEvent('markets_changed', { match_id: id, markets: list }),
  );
  const headline = changes.headline.get(id) ?? new Set<number>();
  const main = list.filter((m) => headline.has(m.id));
  if (main.length > 0) {
    await to.publisher.publish(pub, pushEvent('markets_changed', { match_id: id, markets: main }));
  }
}
