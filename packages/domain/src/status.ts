/** Status of a match (SPEC §4); numeric as the feed and API send it. */
export const MatchStatus = {
  /** Not started; open for prematch betting. */
  prematch: 0,
  /** In play; open for live betting. */
  live: 1,
  /** Interrupted; no betting. */
  stopped: 2,
  /** Closed for betting, result pending. */
  closed: 3,
  /** Over. */
  finished: 4,
  /** Not covered by the provider; no betting. */
  notCovered: 5,
} as const;
/** A match status code. */
export type MatchStatus = (typeof MatchStatus)[keyof typeof MatchStatus];

/** Whether bets may be placed on a match in this status: prematch and live only. */
export function isBettableMatchStatus(status: MatchStatus): boolean {
  return status === MatchStatus.prematch || status === MatchStatus.live;
}

/** Status of a market (SPEC §4); the negative codes follow the feed provider's market states. */
export const MarketStatus = {
  /** Open: outcomes may be bet on. */
  allowed: 1,
  /** Not allowed (inactive); dropped from the match after a live update. */
  notAllowed: 0,
  /** Temporarily suspended: shown, not bettable. */
  suspended: -1,
  /** Handed over from prematch to live coverage. */
  handedOver: -2,
  /** Settled. */
  settled: -3,
  /** Cancelled. */
  cancelled: -4,
} as const;
/** A market status code. */
export type MarketStatus = (typeof MarketStatus)[keyof typeof MarketStatus];

/** Whether a market in this status accepts bets: allowed only. */
export function isBettableMarketStatus(status: MarketStatus): boolean {
  return status === MarketStatus.allowed;
}

/** Whether a live update with this status removes the market from the match (SPEC §4: status 0). */
export function isDroppedMarketStatus(status: MarketStatus): boolean {
  return status === MarketStatus.notAllowed;
}

/** Odds feed providers (SPEC §9). */
export const Provider = {
  /** Sports, the default provider. */
  betradar: 'betradar',
  /** Esports; excluded from system bets (SPEC §5). */
  oddin: 'oddin',
  /** A further sports feed. */
  betconstruct: 'betconstruct',
} as const;
/** A feed provider key. */
export type Provider = (typeof Provider)[keyof typeof Provider];

/** Whether a provider's feed is up, as sent in settings `provider_statuses` and `provider_status_changed`. */
export const ProviderStatus = {
  /** Feed up: selections of this provider are available. */
  active: 'active',
  /** Feed down: selections of this provider are marked unavailable (SPEC §4). */
  inactive: 'inactive',
} as const;
/** A provider feed status. */
export type ProviderStatus = (typeof ProviderStatus)[keyof typeof ProviderStatus];

/** Bet categories (SPEC §9). */
export const BetCategory = {
  /** Ordinary sports. */
  regular: 'regular',
  /** Esports (cybersport). */
  cyber: 'cyber',
  /** Premium cricket. */
  premiumCricket: 'premium_cricket',
} as const;
/** A bet category. */
export type BetCategory = (typeof BetCategory)[keyof typeof BetCategory];

/** Sport keys with special handling (SPEC §9); other sports have their own keys. */
export const SportKey = {
  /** The pseudo sport grouping the top sports. */
  topSports: 'top-sports',
  /** Football (soccer). */
  soccer: 'soccer',
  /** Tennis. */
  tennis: 'tennis',
  /** Cricket. */
  cricket: 'cricket',
  /** Basketball. */
  basketball: 'basketball',
} as const;
/** A sport key with special handling. */
export type SportKey = (typeof SportKey)[keyof typeof SportKey];

/** Bet types (SPEC §3); double, treble and accumulator are combos. */
export const BetType = {
  /** One selection per bet. */
  single: 'single',
  /** All selections must win; odds multiply. */
  combo: 'combo',
  /** Every combination of `winCount` out of `totalCount` selections. */
  system: 'system',
  /** Bet builder: several selections of one match at custom odds. */
  customBet: 'custom_bet',
} as const;
/** A bet type. */
export type BetType = (typeof BetType)[keyof typeof BetType];

/** Bet statuses of the slip and history (SPEC §4). */
export const BetStatus = {
  /** Cashed out by the player. */
  cashedOut: 'cashed_out',
  /** Withdrawn. */
  withdrawn: 'withdrawn',
  /** Placed, waiting for results. */
  waitingResults: 'waiting_results',
  /** Results known, settlement pending. */
  readyToProcess: 'ready_to_process',
  /** Settled. */
  done: 'done',
  /** Cancelled. */
  cancelled: 'cancelled',
  /** A cash out is being processed. */
  cashoutInProgress: 'cashout_in_progress',
  /** Submitted, not yet accepted (e.g. a VIP bet under review). */
  submitted: 'submitted',
  /** Rejected. */
  rejected: 'rejected',
} as const;
/** A bet status. */
export type BetStatus = (typeof BetStatus)[keyof typeof BetStatus];

/** Bet statuses that form one group in lists: submitted, rejected, cancelled (SPEC §4). */
export const SUBMITTED_BET_STATUS_GROUP: readonly BetStatus[] = [
  BetStatus.submitted,
  BetStatus.rejected,
  BetStatus.cancelled,
];

/** Bet results (SPEC §3). */
export const BetResult = {
  /** Not settled yet. */
  noResults: 'no_results',
  /** Cancelled; stake returned. */
  canceled: 'canceled',
  /** Won in full. */
  winEntire: 'win_entire',
  /** Lost in full. */
  loseEntire: 'lose_entire',
  /** Stake refunded in full. */
  refundEntire: 'refund_entire',
  /** Half refunded, the other half won. */
  refundHalfWinOther: 'refund_half_win_other',
  /** Half refunded, the other half lost. */
  refundHalfLoseOther: 'refund_half_lose_other',
  /** Cashed out. */
  cashedOut: 'cashed_out',
} as const;
/** A bet result. */
export type BetResult = (typeof BetResult)[keyof typeof BetResult];

/** How the slip reacts to odds changes (SPEC §4). */
export const OddsChangePolicy = {
  /** Any change needs the player's acceptance. */
  none: 'none',
  /** Higher odds are accepted silently; lower odds need acceptance. */
  higher: 'higher',
  /** Every change is accepted silently. */
  any: 'any',
} as const;
/** An odds-change acceptance policy. */
export type OddsChangePolicy = (typeof OddsChangePolicy)[keyof typeof OddsChangePolicy];

/** Bonus types (SPEC §9). */
export const BonusType = {
  /** Extra odds on combos by selection count. */
  comboboost: 'comboboost',
  /** Free bet: stake is the bonus. */
  freebet: 'freebet',
  /** Free bet refunded when lost. */
  freebetNoRisk: 'freebet_no_risk',
  /** Free bet paying stake and winnings. */
  freebetAllWin: 'freebet_all_win',
  /** Free bet paying winnings only. */
  freebetOnlyWin: 'freebet_only_win',
  /** Points collected by betting, turned into free bets. */
  hunting: 'hunting',
  /** Loot box. */
  lootbox: 'lootbox',
  /** Hunting tournament. */
  tournament: 'tournament',
  /** Jackpot. */
  jackpot: 'jackpot',
} as const;
/** A bonus type. */
export type BonusType = (typeof BonusType)[keyof typeof BonusType];
