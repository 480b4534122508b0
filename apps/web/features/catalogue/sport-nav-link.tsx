'use client';

import { DEFAULT_LOCALE_CONFIG, splitLocaleFromPath } from '@sportsbook/domain';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { LocaleLink } from '@/features/i18n/locale-link.tsx';

/**
 * A navigation link that marks itself aria-current="page" when the address is its page (or, by
 * default, below it: /soccer stays current on /soccer/england). The nav lives in the layout, which
 * does not re-render on navigation, so this small part runs on the client.
 */
export function SportNavLink({
  href,
  match = 'prefix',
  className,
  children,
}: {
  href: string;
  match?: 'exact' | 'prefix';
  className?: string;
  children: ReactNode;
}) {
  const pathname = usePathname() ?? '/';
  const { rest } = splitLocaleFromPath(pathname, DEFAULT_LOCALE_CONFIG);
  const current = rest === href || (match === 'prefix' && href !== '/' && rest.startsWith(`${href}/`));
  return (
    <LocaleLink href={href} className={className} aria-current={current ? 'page' : undefined}>
      {children}
    </LocaleLink>
  );
}
