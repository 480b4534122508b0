import type {
  Notification,
  NotificationCounters,
  NotificationPushMessage,
  NotificationsReadResponse,
  NotificationsResponse,
} from '@sportsbook/contract';
import { API_PREFIX } from '@sportsbook/contract/routes';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api.ts';
import { AuthStatus } from '../auth/auth-status.ts';
import { useAuthStatus } from '../auth/auth-store.ts';
import { useLocale } from '../i18n/provider.tsx';
import { jackpotKeys } from '../jackpots/keys.ts';
import { useInfiniteQuery, useQuery } from '../query/hooks.ts';
import { invalidateResources } from '../resource/store.ts';

/** Under `platform`: player data, dropped on sign-out with the rest. */
export const notificationKeys = {
  all: () => ['platform', 'notifications'] as const,
  counters: () => ['platform', 'notifications', 'counters'] as const,
  list: (locale: string) => ['platform', 'notifications', 'list', locale] as const,
};

/** Notifications per page of the centre. */
export const NOTIFICATIONS_PAGE = 20;
const BASE = `${API_PREFIX.sportsbook}/notifications`;

export const notificationsApi = {
  page: (locale: string, before: number | null) =>
    apiFetch<NotificationsResponse>(BASE, {
      locale,
      searchParams: { limit: NOTIFICATIONS_PAGE, ...(before === null ? {} : { before }) },
    }),
  counters: (locale: string) => apiFetch<NotificationCounters>(`${BASE}/counters`, { locale }),
  read: (locale: string, ids: readonly number[]) =>
    apiFetch<NotificationsReadResponse>(`${BASE}/read`, {
      locale,
      init: { method: 'POST', body: JSON.stringify({ ids }) },
    }),
  readAll: (locale: string) =>
    apiFetch<NotificationsReadResponse>(`${BASE}/read-all`, { locale, init: { method: 'POST' } }),
};

type Pages = InfiniteData<NotificationsResponse, number | null>;

/** The unread count of the signed-in player; pushes (`unread_counters_changed`) keep it current. */
export function useNotificationCounters() {
  const locale = useLocale();
  const signedIn = useAuthStatus() === AuthStatus.loggedIn;
  return useQuery({
    queryKey: notificationKeys.counters(),
    queryFn: () => notificationsApi.counters(locale),
    enabled: signedIn,
    staleTime: 60_000,
  });
}

/** The centre's list, newest first, a page at a time (read while the panel is open). */
export function useNotificationPages(enabled: boolean) {
  const locale = useLocale();
  return useInfiniteQuery({
    queryKey: notificationKeys.list(locale),
    queryFn: ({ pageParam }) => notificationsApi.page(locale, pageParam),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.next_before,
    enabled,
    staleTime: 30_000,
  });
}

/** Marks these notifications read in every cached list. */
export function markCachedRead(queryClient: QueryClient, ids: ReadonlySet<number> | 'all'): void {
  queryClient.setQueriesData<Pages>({ queryKey: [...notificationKeys.all(), 'list'] }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            data: page.data.map((n) => (ids === 'all' || ids.has(n.id) ? { ...n, read: true } : n)),
          })),
        }
      : data,
  );
}

/** A pushed notification goes on top of the cached list (once); counters come by their own push. */
export function addPushedNotification(queryClient: QueryClient, pushed: NotificationPushMessage): void {
  const { kind: _kind, ...notification } = pushed;
  queryClient.setQueriesData<Pages>({ queryKey: [...notificationKeys.all(), 'list'] }, (data) => {
    if (!data) return data;
    if (data.pages.some((page) => page.data.some((n) => n.id === notification.id))) return data;
    const [first, ...rest] = data.pages;
    if (!first) return data;
    return { ...data, pages: [{ ...first, data: [notification as Notification, ...first.data] }, ...rest] };
  });
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * The centre's events of the player's private channel: `notification` of kind centre (the cashier's
 * payment alerts share the name) and `unread_counters_changed`. Returns whether it was one of them.
 */
export function applyNotificationPush(queryClient: QueryClient, name: unknown, message: unknown): boolean {
  if (name === 'unread_counters_changed' && isObject(message) && Number.isSafeInteger(message.unread)) {
    queryClient.setQueryData<NotificationCounters>(notificationKeys.counters(), {
      unread: message.unread as number,
    });
    return true;
  }
  if (name === 'notification' && isObject(message) && message.kind === 'centre') {
    if (typeof message.id === 'number' && typeof message.title === 'string') {
      addPushedNotification(queryClient, message as unknown as NotificationPushMessage);
    }
    // A jackpot hit is announced at once (modal or toast) rather than at the next 60 s reading.
    if (message.type === 'jackpot_hit') {
      void invalidateResources([...jackpotKeys.all(), 'hits']);
    }
    return true;
  }
  return false;
}
