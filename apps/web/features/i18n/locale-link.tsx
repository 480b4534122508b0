'use client';

import { DEFAULT_LOCALE_CONFIG, localizedPath } from '@sportsbook/domain';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import type { ComponentProps, FocusEvent, MouseEvent, TouchEvent } from 'react';
import { navigationStarted } from '../layout/navigation-progress.ts';
import { useLocale } from './provider.tsx';

export type LocaleLinkProps = Omit<ComponentProps<typeof Link>, 'href'> & {
  /** A site path without locale ("/soccer?page=2"); external and '#' links pass through untouched. */
  href: string;
  /** Link to this locale instead of the current one. */
  locale?: string;
};

/**
 * next/link with the locale prefix applied by domain `localizedPath` ("/soccer" → "/de/soccer").
 * A link is prefetched when the pointer, a finger or the focus reaches it, not when it scrolls into
 * view: a listing shows dozens of links, and prefetching each of them (twice) kept the main thread
 * and the network busy for seconds after every load (issue 13, Lighthouse). `prefetch` set on a link
 * (the tab bar's) keeps Next's own prefetching. While a followed link waits for its page, a bar shows
 * the wait (navigation-progress.ts).
 */
export function LocaleLink({ href, locale, prefetch, ...props }: LocaleLinkProps) {
  const current = useLocale();
  const router = useRouter();
  const target = localizedPath(href, locale ?? current, DEFAULT_LOCALE_CONFIG);
  const onNavigate: LocaleLinkProps['onNavigate'] = (event) => {
    let cancelled = false;
    props.onNavigate?.({
      preventDefault: () => {
        cancelled = true;
        event.preventDefault();
      },
    });
    if (!cancelled) navigationStarted(target);
  };
  if (prefetch !== undefined)
    return <Link href={target} prefetch={prefetch} {...props} onNavigate={onNavigate} />;
  const intent = () => {
    if (target.startsWith('/') && !target.startsWith('//')) router.prefetch(target);
  };
  return (
    <Link
      href={target}
      prefetch={false}
      {...props}
      onNavigate={onNavigate}
      onMouseEnter={(event: MouseEvent<HTMLAnchorElement>) => {
        intent();
        props.onMouseEnter?.(event);
      }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
        intent();
        props.onTouchStart?.(event);
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        intent();
        props.onFocus?.(event);
      }}
    />
  );
}
