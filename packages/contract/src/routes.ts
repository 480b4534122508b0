/** URL prefixes fixed by ARCHITECTURE.md. */
export const API_PREFIX = {
  sportsbook: '/api/sportsbook/v2',
  bets: '/api/sportsbook/v3',
  platform: '/api/platform',
  wallet: '/api/wallet',
  frontend: '/api/frontend',
  dev: '/api/dev',
} as const;

/** Catalogue paths below API_PREFIX.sportsbook. */
export const CatalogueRoute = {
  matches: '/matches',
  match: '/matches/:id',
  matchMarkets: '/matches/:id/markets',
  sports: '/sports',
  categories: '/categories',
  category: '/categories/:id',
  tournaments: '/tournaments',
  tournament: '/tournaments/:id',
  counters: '/counters',
  search: '/search',
  settings: '/settings',
  resolve: '/resolve',
} as const;

/** Health and docs. */
export const HEALTH_PATH = '/api/health';
export const DOCS_PATH = '/api/docs';
