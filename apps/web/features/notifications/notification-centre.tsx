'use client';

import type { Notification } from '@sportsbook/contract';
import { type CSSProperties, useEffect, useId, useRef, useState } from 'react';
import { usePopover } from '../../ui/use-popover.ts';
import { LocaleLink } from '../i18n/locale-link.tsx';
import { useLocale, useT } from '../i18n/provider.tsx';
import { useMutation, useQueryClient } from '../query/hooks.ts';
import styles from './notifications.module.css';
import {
  markCachedRead,
  notificationKeys,
  notificationsApi,
  useNotificationCounters,
  useNotificationPages,
} from './queries.ts';

/** The badge shows at most this; more reads "99+". */
const BADGE_MAX = 99;

/**
 * The header's notification centre (SPEC §2 notifications block, §7): a bell with the unread count,
 * which pushes move, and a panel listing the player's notifications a page at a time. Opening it marks
 * what it shows read; "read all" marks the rest. Each item leads to its bet or bonus.
 */
export function NotificationCentre() {
  const t = useT('notifications');
  const unread = useNotificationCounters().data?.unread ?? 0;
  const { open, setOpen, buttonRef, rootRef } = usePopover();
  const panelId = useId();

  const label = unread > 0 ? t('notif.buttonUnread', { count: unread }) : t('notif.button');
  return (
    <div ref={rootRef} className={styles.root}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.bell}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={label}
        title={label}
        data-testid="notifications-button"
        onClick={() => setOpen((value) => !value)}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" className={styles.bellIcon}>
          <path
            d="M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15zM10 20a2 2 0 0 0 4 0"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinejoin="round"
          />
        </svg>
        {unread > 0 ? (
          <span className={styles.badge} data-testid="notifications-badge" aria-hidden="true">
            {unread > BADGE_MAX ? `${BADGE_MAX}+` : unread}
          </span>
        ) : null}
      </button>
      {open ? (
        <NotificationPanel
          id={panelId}
          unread={unread}
          top={buttonRef.current?.getBoundingClientRect().bottom}
          close={() => setOpen(false)}
        />
      ) : null}
    </div>
  );
}

interface PanelProps {
  id: string;
  unread: number;
  /** Where the bell ends (viewport px): on phones the panel spans the screen from there. */
  top: number | undefined;
  close: () => void;
}

function NotificationPanel({ id, unread, top, close }: PanelProps) {
  const t = useT('notifications');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const pages = useNotificationPages(true);
  const items = pages.data?.pages.flatMap((page) => page.data) ?? [];
  // Shown as new during this opening, though marked read on the server as soon as they are listed.
  const [fresh, setFresh] = useState<ReadonlySet<number>>(() => new Set());
  const headingRef = useRef<HTMLHeadingElement>(null);
  const store = (answer: { unread: number }) =>
    queryClient.setQueryData(notificationKeys.counters(), { unread: answer.unread });
  const read = useMutation({
    mutationFn: (ids: number[]) => notificationsApi.read(locale, ids),
    onSuccess: (answer, ids) => {
      store(answer);
      markCachedRead(queryClient, new Set(ids));
    },
  });
  const readAll = useMutation({
    mutationFn: () => notificationsApi.readAll(locale),
    onSuccess: (answer) => {
      store(answer);
      markCachedRead(queryClient, 'all');
    },
  });

  useEffect(() => headingRef.current?.focus(), []);
  const unreadShown = items.filter((n) => !n.read && !fresh.has(n.id)).map((n) => n.id);
  const toMark = unreadShown.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the listed unread ids change
  useEffect(() => {
    if (unreadShown.length === 0) return;
    setFresh((old) => new Set([...old, ...unreadShown]));
    read.mutate(unreadShown);
  }, [toMark]);

  return (
    <section
      id={id}
      className={styles.panel}
      aria-labelledby={`${id}-title`}
      style={top === undefined ? undefined : ({ '--notif-top': `${Math.round(top)}px` } as CSSProperties)}
    >
      <header className={styles.head}>
        <h2 id={`${id}-title`} ref={headingRef} tabIndex={-1} className={styles.title}>
          {t('notif.title')}
        </h2>
        <button
          type="button"
          className={styles.textButton}
          disabled={unread === 0 || readAll.isPending}
          onClick={() => readAll.mutate()}
          data-testid="notifications-read-all"
        >
          {t('notif.readAll')}
        </button>
      </header>
      {pages.isPending ? (
        <p className={styles.muted}>{t('notif.loading')}</p>
      ) : pages.isError && items.length === 0 ? (
        <p className={styles.muted} role="alert">
          {t('notif.error')}{' '}
          <button type="button" className={styles.textButton} onClick={() => void pages.refetch()}>
            {t('notif.retry')}
          </button>
        </p>
      ) : items.length === 0 ? (
        <p className={styles.muted}>{t('notif.empty')}</p>
      ) : (
        <ul className={styles.list} data-testid="notifications-list">
          {items.map((n) => (
            <NotificationItem key={n.id} n={n} isNew={!n.read || fresh.has(n.id)} close={close} />
          ))}
        </ul>
      )}
      {pages.hasNextPage ? (
        <button
          type="button"
          className={styles.more}
          disabled={pages.isFetchingNextPage}
          onClick={() => void pages.fetchNextPage()}
        >
          {pages.isFetchingNextPage ? t('notif.loading') : t('notif.loadMore')}
        </button>
      ) : null}
    </section>
  );
}

function NotificationItem({ n, isNew, close }: { n: Notification; isNew: boolean; close: () => void }) {
  const t = useT('notifications');
  const locale = useLocale();
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' }).format(
    new Date(n.created_at),
  );
  const content = (
    <>
      <span className={styles.itemHead}>
        {isNew ? <span className={styles.dot} aria-hidden="true" /> : null}
        <span className={styles.itemTitle}>{n.title}</span>
        {isNew ? <span className="visually-hidden"> ({t('notif.unread')})</span> : null}
      </span>
      <span className={styles.body}>{n.body}</span>
      <time className={styles.time} dateTime={n.created_at}>
        {when}
      </time>
    </>
  );
  return (
    <li className={styles.item} data-testid="notification-item" data-type={n.type}>
      {n.link ? (
        <LocaleLink href={n.link} className={styles.itemLink} onClick={close}>
          {content}
        </LocaleLink>
      ) : (
        <div className={styles.itemLink}>{content}</div>
      )}
    </li>
  );
}
