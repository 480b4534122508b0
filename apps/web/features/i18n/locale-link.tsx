'use client';

import { DEFAULT_LOCALE_CONFIG, localizedPath } from '@sportsbook/domain';
import { useRouter } from 'next/navigation';
import { type ComponentProps, type MouseEvent, useEffect } from 'react';
import { useNearViewport } from '../../ui/use-near-viewport.ts';
import { navigationStarted } from '../layout/navigation-progress.ts';
import { useLocale } from './provider.tsx';

export type LocaleLinkProps = Omit<ComponentProps<'a'>, 'href'> & {
  /** A site path without locale ("/soccer?page=2"); external and '#' links pass through untouched. */
  href: string;
  /** Link to this locale instead of the current one. */
  locale?: string;
  /** Scroll to the top of the new page (default), or keep the scroll position (`false`). */
  scroll?: boolean;
  /** Prefetch the page once the link is in view (the tab bar's), not only on intent. */
  prefetch?: 'auto';
};

/** A path of this site ("/de/soccer"), which the app router can show without a full page load. */
const isSitePath = (href: string) => href.startsWith('/') && !href.startsWith('//');

/** A click the browser should handle itself: a new tab or window, a download, another button. */
function isBrowserClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  const { target } = event.currentTarget;
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey ||
    (target !== '' && target !== '_self') ||
    event.currentTarget.hasAttribute('download')
  );
}

/**
 * A link with the locale prefix applied by domain `localizedPath` ("/soccer" → "/de/soccer"), followed
 * in the browser by the app router (as next/link does, without its 4 kB on every first load, issue
 * 13). A link is prefetched when the pointer, a finger or the focus reaches it, not when it scrolls into
 * view: a listing shows dozens of links, and prefetching each of them kept the main thread and the
 * network busy for seconds after every load; `prefetch="auto"` (the tab bar's) prefetches once in view.
 * While a followed link waits for its page, a bar shows the wait (navigation-progress.ts).
 */
export function LocaleLink({ href, locale, scroll, prefetch, onClick, ...props }: LocaleLinkProps) {
  const current = useLocale();
  const router = useRouter();
  const target = localizedPath(href, locale ?? current, DEFAULT_LOCALE_CONFIG);
  // The tab bar's links prefetch once in view (a hidden bar's never are).
  const [inView, ref] = useNearViewport<HTMLAnchorElement>('0px', prefetch === 'auto' && isSitePath(target));
  useEffect(() => {
    if (inView) router.prefetch(target);
  }, [inView, target, router]);
  const intent = () => {
    if (isSitePath(target)) router.prefetch(target);
  };
  return (
    <a
      ref={ref}
      href={target}
      {...props}
      onClick={(event) => {
        onClick?.(event);
        if (!isSitePath(target) || isBrowserClick(event)) return;
        event.preventDefault();
        navigationStarted(target);
        router.push(target, { scroll: scroll !== false });
      }}
      onMouseEnter={(event) => {
        intent();
        props.onMouseEnter?.(event);
      }}
      onTouchStart={(event) => {
        intent();
        props.onTouchStart?.(event);
      }}
      onFocus={(event) => {
        intent();
        props.onFocus?.(event);
      }}
    />
  );
}
