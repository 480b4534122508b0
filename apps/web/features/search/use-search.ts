'use client';

import { isValidSearchQuery } from '@sportsbook/domain';
import { keepPreviousData } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { searchQuery } from '../catalogue/queries.ts';
import { useLocale } from '../i18n/provider.tsx';
import { useQuery } from '../query/hooks.ts';

/** Pause after the last keystroke before a query is sent. */
export const SEARCH_DEBOUNCE_MS = 250;

/**
 * Search results for what the user typed: the trimmed input is sent once it has rested for
 * SEARCH_DEBOUNCE_MS and is 3 to 50 characters long; the previous results stay on screen meanwhile.
 */
export function useSearch(input: string) {
  const locale = useLocale();
  const trimmed = input.trim();
  const [q, setQ] = useState(trimmed);
  useEffect(() => {
    const timer = setTimeout(() => setQ(trimmed), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [trimmed]);
  /** Sends the current input now (Enter). */
  const flush = useCallback(() => setQ(trimmed), [trimmed]);
  const query = useQuery({
    ...searchQuery(locale, q),
    enabled: isValidSearchQuery(q),
    placeholderData: keepPreviousData,
  });
  /** Results shown are not yet those of the input: debounce pending, or a fetch under way. */
  const pending = q !== trimmed || query.isFetching || query.isPlaceholderData;
  return { q, flush, query, pending };
}
