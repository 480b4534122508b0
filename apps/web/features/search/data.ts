import 'server-only';
import { SearchResponse } from '@sportsbook/contract';
import { cache } from 'react';
import { fetchSearch } from '../catalogue/queries.ts';

/** GET /search for the results page, checked against the contract, once per request. */
export const getSearch = cache((locale: string, q: string) =>
  fetchSearch(locale, q, undefined, { search: SearchResponse }),
);
