'use client';

import { DEFAULT_LOCALE_CONFIG, localizedPath } from '@sportsbook/domain';
import Link from 'next/link';
import type { ComponentProps } from 'react';
import { useLocale } from './provider.tsx';

export type LocaleLinkProps = Omit<ComponentProps<typeof Link>, 'href'> & {
  /** A site path without locale ("/soccer?page=2"); external and '#' links pass through untouched. */
  href: string;
  /** Link to this locale instead of the current one. */
  locale?: string;
};

/** next/link with the locale prefix applied by domain `localizedPath` ("/soccer" → "/de/soccer"). */
export function LocaleLink({ href, locale, ...props }: LocaleLinkProps) {
  const current = useLocale();
  return <Link href={localizedPath(href, locale ?? current, DEFAULT_LOCALE_CONFIG)} {...props} />;
}
