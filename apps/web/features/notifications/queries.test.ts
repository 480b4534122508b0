import type { Notification, NotificationsResponse } from '@sportsbook/contract';
import { type InfiniteData, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { jackpotKeys } from '../jackpots/keys.ts';
import { handlePlayerPublication } from '../player-push/events.ts';
import { watchResource } from '../resource/store.ts';
import { markCachedRead, notificationKeys } from './queries.ts';

const note = (id: number, read = false): Notification => ({
  id,
  type: 'bet_settled',
  object_type: 'bet',
  object_id: String(id * 10),
  title: 'Bet won',
  body: `Your bet #${id * 10} won 20.00 EUR.`,
  caption: `#${id * 10}`,
  created_at: '2030-01-01T10:00:00.000Z',
  read,
  link: `/my-bets?bet=${id * 10}`,
});

type Pages = InfiniteData<NotificationsResponse, number | null>;
const listed = (client: QueryClient) =>
  client.getQueryData<Pages>(notificationKeys.list('en'))?.pages.flatMap((p) => p.data.map((n) => n.id));

function cached(): QueryClient {
  const client = new QueryClient();
  client.setQueryData<Pages>(notificationKeys.list('en'), {
    pages: [{ data: [note(2), note(1, true)], next_before: null }],
    pageParams: [null],
  });
  client.setQueryData(notificationKeys.counters(), { unread: 1 });
  return client;
}

describe('notification centre pushes', () => {
  it('unread_counters_changed sets the badge count', () => {
    const client = cached();
    handlePlayerPublication(client, { event_name: 'unread_counters_changed', message: { unread: 4 } });
    expect(client.getQueryData(notificationKeys.counters())).toEqual({ unread: 4 });
    handlePlayerPublication(client, { event_name: 'unread_counters_changed', message: { unread: 'x' } });
    expect(client.getQueryData(notificationKeys.counters())).toEqual({ unread: 4 });
  });

  it('a centre notification goes on top once; a payment alert of the same name does not', () => {
    const client = cached();
    const pushed = { event_name: 'notification', message: { kind: 'centre', ...note(3) } };
    handlePlayerPublication(client, pushed);
    handlePlayerPublication(client, pushed);
    expect(listed(client)).toEqual([3, 2, 1]);
    handlePlayerPublication(client, {
      event_name: 'notification',
      message: { kind: 'payment', id: 9, payment_id: 'p', status: 'approved' },
    });
    expect(listed(client)).toEqual([3, 2, 1]);
  });

  it("a pushed jackpot hit asks for the player's hits again at once, other notifications do not", () => {
    const client = cached();
    let asked = 0;
    const stop = watchResource({
      key: jackpotKeys.hits('en', 'mine'),
      fetch: async () => {
        asked += 1;
        return { data: [] };
      },
      staleMs: 60_000,
    });
    expect(asked).toBe(1);
    handlePlayerPublication(client, { event_name: 'notification', message: { kind: 'centre', ...note(3) } });
    expect(asked).toBe(1);
    handlePlayerPublication(client, {
      event_name: 'notification',
      message: { kind: 'centre', ...note(4), type: 'jackpot_hit', object_type: 'jackpot_hit' },
    });
    expect(asked).toBe(2);
    stop();
  });

  it('marking read changes the cached flags only of the ids given', () => {
    const client = cached();
    markCachedRead(client, new Set([2]));
    const flags = client.getQueryData<Pages>(notificationKeys.list('en'))?.pages[0]?.data.map((n) => n.read);
    expect(flags).toEqual([true, true]);
  });
});
