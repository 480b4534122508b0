// Route constants without zod: the web app imports them through `@sportsbook/contract/routes`, so
// client bundles get the paths without the schemas.

/** URL prefixes fixed by ARCHITECTURE.md. */
export const API_PREFIX = {
  sportsbook: '/api/sportsbook/v2',
  bets: '/api/sportsbook/v3',
  platform: '/api/platform',
  wallet: '/api/wallet',
  frontend: '/api/frontend',
  dev: '/api/dev',
  cashier: '/api/cashier',
  content: '/api/content',
} as const;

/** Content API paths below API_PREFIX.content (schemas in layouts.ts). */
export const ContentRoute = {
  /** GET (public) and PUT (Authorization: Bearer CONTENT_API_KEY) a layout document. */
  layout: '/layouts/:page',
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

/** Match visualisation paths below API_PREFIX.sportsbook (schemas in match-tracker.ts). */
export const MatchWidgetRoute = {
  /** GET → MatchVideoResponse. */
  video: '/matches/:id/video',
  /** GET → MatchStreamsResponse. */
  streams: '/matches/:id/streams',
  /** GET widget stats: statistics → MatchStatisticsWidget, timeline → MatchTimelineWidget. */
  widget: '/matches/:id/:type',
  /** GET the demo clip a demo stream points at. */
  demoStream: '/streams/demo.webm',
  /** GET → WatchersioUserIdResponse. */
  watchersioUserId: '/watchersio/userid',
} as const;

/** Favourites paths below API_PREFIX.sportsbook (schemas in favourites.ts); signed-in players only. */
export const FavouritesRoute = {
  /** GET FavouritesQuery → FavouritesResponse. */
  list: '/favourites/:type',
  /** POST (star) and DELETE (unstar) → FavouriteToggleResponse. */
  item: '/favourites/:type/:id',
} as const;

/** Notification paths below API_PREFIX.sportsbook (schemas in notifications.ts); signed-in players only. */
export const NotificationsRoute = {
  /** GET NotificationsQuery → NotificationsResponse. */
  list: '/notifications',
  /** GET → NotificationCounters. */
  counters: '/notifications/counters',
  /** POST → NotificationsReadResponse. */
  readAll: '/notifications/read-all',
  /** POST NotificationsReadBody → NotificationsReadResponse. */
  read: '/notifications/read',
} as const;

/** Jackpot paths below API_PREFIX.sportsbook (schemas in jackpots.ts; SPEC §7). */
export const JackpotsRoute = {
  /** GET JackpotsQuery, POST JackpotsBody (ids) → JackpotsResponse. */
  jackpots: '/jackpots',
  /** GET → Jackpot (404 jackpot_not_found). */
  jackpot: '/jackpots/:id',
  /** GET JackpotHitsQuery → JackpotHitsResponse. */
  hits: '/jackpot-hits',
  /** POST JackpotHitsSeenBody → JackpotHitsSeenResponse: the player's hits shown to them. */
  hitsSeen: '/jackpot-hits/seen',
} as const;

/** Prediction path below API_PREFIX.sportsbook (schemas in predictions.ts): GET VoteQuery, POST VoteBody → VoteResponse. */
export const PredictionsRoute = { vote: '/vote' } as const;

/** Health and docs. */
export const HEALTH_PATH = '/api/health';
export const DOCS_PATH = '/api/docs';

/** Paths below API_PREFIX.bets. */
export const BetsRoute = {
  /** GET: the caller's bets (BetsQuery → BetsResponse); POST: place bets (PlaceBetsBody → PlaceBetsResponse). */
  bets: '/bets',
  /** GET: one of the caller's bets (another player's id → 404). */
  bet: '/bets/:id',
  /** POST MaxStakeBody → MaxStakeResponse. */
  maxStake: '/bets/max-stake',
  /** POST CashoutBody → CashoutResponse. */
  cashout: '/bets/cashout',
  /** POST AutoCashoutBody → AutoCashoutResponse: sets or removes an auto cash-out rule. */
  autoCashout: '/bets/auto-cashout',
  /** GET ?code= → ShareCodeResponse; POST ShareCodeCreateBody → ShareCodeCreateResponse. */
  shareCode: '/bets/share-code',
  /** GET: bet-builder markets of a match (CustomBetMarketsResponse). */
  customMarkets: '/bets/custom/markets/:id',
  /** POST CustomOddsBody → CustomOddsResponse. */
  customOdds: '/bets/custom/odds',
} as const;

/** Header of POST /bets: a fresh UUID per placement, the same one on a retry (ARCHITECTURE.md). */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** WebSocket endpoint of the push hub (embedded hub or a real Centrifugo behind the same path). */
export const PUSH_WEBSOCKET_PATH = '/connection/websocket';

/** Push token paths below API_PREFIX.sportsbook. */
export const PushRoute = {
  /** POST → `{token}`: a connection token (sub '' for an anonymous visitor). */
  token: '/websocket/token',
  /** POST `{channels}` → `{channels: [{channel, token}]}`: subscription tokens for `$` channels. */
  authorize: '/websocket/authorize',
} as const;

/** Prefix of private (token-protected) channels; the hub asks a subscription token for these. */
export const PRIVATE_CHANNEL_PREFIX = '$';

/** Cashier paths below API_PREFIX.cashier (schemas in cashier.ts). */
export const CashierRoute = {
  /** POST DepositCreateBody → DepositCreateResponse (signed-in player). */
  deposits: '/deposits',
  /** GET → Payment: one of the player's payments (another player's → 404). */
  deposit: '/deposits/:payment_id',
  /** POST CashierNotificationBody with X-Cashier-Signature → CashierNotificationResponse (the provider). */
  notifications: '/notifications',
  /** POST DepositCreateBody → QuickDepositResponse: charges the saved card. */
  quickDeposits: '/quick-deposits',
  /** GET → SavedCard or null. */
  savedCard: '/saved-card',
  /** GET TransactionsQuery → TransactionsResponse: the player's ledger, newest first. */
  transactions: '/transactions',
  /** GET ?payment_id= → the emulated provider's card form (HTML, for an iframe). */
  emulatorForm: '/emulator/form',
  /** POST EmulatorPayBody → EmulatorPayResponse. */
  emulatorPay: '/emulator/pay',
  /** GET ?payment_id= → the 3-D Secure page (HTML); POST EmulatorChallengeBody → EmulatorPayResponse. */
  emulatorChallenge: '/emulator/challenge',
  /** GET ?payment_id= → EmulatorStatusResponse (the form polls a pending payment). */
  emulatorStatus: '/emulator/status',
  /** GET → the provider script the product loads (JavaScript). */
  emulatorScript: '/emulator/provider.js',
  /** GET → the card form's own script and style. */
  emulatorFormScript: '/emulator/form.js',
  emulatorFormStyle: '/emulator/form.css',
} as const;

/** Bonus paths below API_PREFIX.sportsbook (schemas in bonuses.ts; SPEC §7). */
export const BonusesRoute = {
  /** GET BonusesQuery → BonusesResponse: every bonus of the player. */
  bonuses: '/bonuses',
  /** GET CampaignsQuery → CampaignsResponse: live campaigns shown in promotions (visitors too). */
  campaigns: '/bonuses/campaigns',
  /** GET BonusesQuery → BonusesResponse, one list per type. */
  comboboosts: '/bonuses/comboboosts',
  freebets: '/bonuses/freebets',
  /** GET → AmbProgressResponse; POST AmbSlipBody → AmbProgressResponse (accumulator-bonus progress). */
  freebetsAmb: '/bonuses/freebets/amb',
  huntings: '/bonuses/huntings',
  lootboxes: '/bonuses/lootboxes',
  tournaments: '/bonuses/tournaments',
  /** GET → BonusResponse. */
  bonus: '/bonuses/:id',
  /** GET → BonusTermsResponse. */
  terms: '/bonuses/:id/terms',
  /** POST MarkBonusesSeenBody → {updated}. */
  markAsSeen: '/bonuses/mark-as-seen',
  /** POST → BonusResponse. */
  activate: '/bonuses/:id/activate',
  /** POST → BonusResponse: boosts free bet `id` with a loot box's boost. */
  boost: '/bonuses/:id/boost',
  /** GET RatingQuery → TournamentRatingResponse: the leaderboard of a tournament bonus's campaign. */
  tournamentRating: '/bonuses/tournaments/:id/rating',
  /** POST PromoCodeBody → BonusResponse (201). */
  promoCode: '/bonuses/promo-code',
} as const;

/** Development-only bonus path below API_PREFIX.dev: POST DevBonusIssueBody → BonusResponse (201). */
export const DevBonusRoute = { issue: '/bonuses/issue' } as const;
