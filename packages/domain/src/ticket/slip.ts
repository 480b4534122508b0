/** Entities of the bet slip (SPEC §3 Selection, Bet (slip), Ticket state) and small helpers over them. */
import type { ComboBoostRange, PricedBet } from '../bet-math.ts';
import type { Currency } from '../money.ts';
import type {
  BetStatus,
  BetType,
  BonusType,
  MarketStatus,
  MatchStatus,
  OddsChangePolicy,
  Provider,
  ProviderStatus,
} from '../status.ts';
import type { SystemType } from '../system-types.ts';
import type { Odds, Subunits } from '../units.ts';

/** A selection in the slip (SPEC §3): one outcome of one market of one match, with its odds history. */
export interface Selection {
  /** Slip-wide key of the outcome, `selectionIdOf` (outcome ids are unique only within a market). */
  readonly id: string;
  /** Match id. */
  readonly matchId: number;
  /** Match URN ("sr:match:1"). */
  readonly matchUrnId: string;
  /** Match slug, for links. */
  readonly matchSlug: string;
  /** Match status when last seen. */
  readonly matchStatus: MatchStatus;
  /** Market group key the outcome was picked from. */
  readonly marketGroup: string;
  /** Sport key. */
  readonly sportKey: string;
  /** Home competitor name. */
  readonly nameA: string;
  /** Away competitor name. */
  readonly nameB: string;
  /** Category (country) name. */
  readonly categoryName: string;
  /** Feed provider of the match. */
  readonly provider: Provider;
  /** Market type id; with `specifier` it identifies the market within the match. */
  readonly marketId: number;
  /** Market name. */
  readonly marketName: string;
  /** Market specifier ("total=2.5"); '' when none. */
  readonly specifier: string;
  /** Outcome id within its market. */
  readonly outcomeId: string;
  /** Outcome name. */
  readonly outcomeName: string;
  /** Whether the outcome was active when last seen. */
  readonly active: boolean;
  /** Current odds in thousandths, as last received. */
  readonly odds: Odds;
  /** Odds in thousandths the player accepted; priced and sent with the bet. */
  readonly acceptedOdds: Odds;
  /** Odds in thousandths when the selection was added. */
  readonly initialOdds: Odds;
  /** Market missing or not allowed, or outcome missing or inactive (label sb.ticket.suspended.label). */
  readonly isSuspended: boolean;
  /** Odds moved away from acceptedOdds and need acceptance under the odds-change policy. */
  readonly isChanged: boolean;
  /** The provider's feed is not active (label sb.ticket.not-available.label). */
  readonly isNotAvailable: boolean;
}

/** A selection as the catalogue hands it to the slip; odds history and flags are filled in by `selectionFrom`. */
export type SelectionInput = Omit<
  Selection,
  'id' | 'acceptedOdds' | 'initialOdds' | 'isSuspended' | 'isChanged' | 'isNotAvailable'
> &
  Partial<Pick<Selection, 'acceptedOdds' | 'initialOdds' | 'isSuspended' | 'isChanged' | 'isNotAvailable'>>;

/** The slip key of an outcome: "matchId:marketId:specifier:outcomeId". */
export function selectionIdOf(
  selection: Pick<Selection, 'matchId' | 'marketId' | 'specifier' | 'outcomeId'>,
): string {
  return `${selection.matchId}:${selection.marketId}:${selection.specifier}:${selection.outcomeId}`;
}

/** A slip selection from catalogue data: id computed, accepted and initial odds default to `odds`, flags to false. */
export function selectionFrom(input: SelectionInput): Selection {
  return {
    ...input,
    id: selectionIdOf(input),
    acceptedOdds: input.acceptedOdds ?? input.odds,
    initialOdds: input.initialOdds ?? input.odds,
    isSuspended: input.isSuspended ?? !input.active,
    isChanged: input.isChanged ?? false,
    isNotAvailable: input.isNotAvailable ?? false,
  };
}

/** Where a bet's stake came from (SPEC §3 stakeSource). */
export const StakeSource = {
  /** Typed as a stake. */
  stake: 'stake',
  /** Typed as a potential win; the stake follows odds changes (SPEC §4). */
  potentialWin: 'potentialWin',
  /** Set by the slip itself: shared or restored bets, currency change. */
  sharing: 'sharing',
} as const;
/** A stake source. */
export type StakeSource = (typeof StakeSource)[keyof typeof StakeSource];

/** A bonus offered to a bet in the slip (SPEC §3 Bonus, slip side). */
export interface SlipBonus {
  /** Bonus id. */
  readonly id: number | string;
  /** Bonus type (SPEC §9). */
  readonly type: BonusType;
  /** Combo boost ranges (comboboost only). */
  readonly ranges?: readonly ComboBoostRange[] | undefined;
  /** Smallest selection odds in thousandths that count towards a combo boost. */
  readonly minOdds?: number | undefined;
  /** Free bet amount in subunits (free bet types only): the stake the free bet places. */
  readonly freebetAmount?: Subunits | undefined;
  /** Hunting and tournament: points the bet would earn (SPEC §3 potentialPoints); 0 when it earns none. */
  readonly points?: number | undefined;
}

/** Free-bet bonus types: their amount is the stake (SPEC §4). */
export const FREEBET_BONUS_TYPES: readonly BonusType[] = [
  'freebet',
  'freebet_no_risk',
  'freebet_all_win',
  'freebet_only_win',
];

/** Bonus types chosen by default when a bet has no bonus set (SPEC §4): comboboost, hunting, tournament. */
export const DEFAULT_BONUS_TYPES: readonly BonusType[] = ['comboboost', 'hunting', 'tournament'];

/** Whether the bonus is a free bet of any kind. */
export function isFreebetBonus(bonus: Pick<SlipBonus, 'type'> | null | undefined): boolean {
  return bonus != null && FREEBET_BONUS_TYPES.includes(bonus.type);
}

/** A bet in the slip (SPEC §3 Bet (slip)). */
export interface TicketBet {
  /** Slip-local id ("bet-1"), stable while the bet exists. */
  readonly id: string;
  /** Stake in subunits of `currency`; for a system the total over all combinations. */
  readonly stake: Subunits;
  /** Currency code of the stake. */
  readonly currency: string;
  /** Subunit digits of the currency. */
  readonly subunits: number;
  /** single, combo, system or custom_bet. */
  readonly betType: BetType;
  /** Bet-builder price in thousandths (custom bets only), else null. */
  readonly customOdds: Odds | null;
  /** Selections, in the order they were added. */
  readonly selections: readonly Selection[];
  /** Bonuses offered for this bet. */
  readonly availableBonuses: readonly SlipBonus[];
  /** The chosen bonus, or null. */
  readonly bonus: SlipBonus | null;
  /** Bonus odds multiplier in thousandths derived from the bonus (combo boost range, lootbox), or null. */
  readonly bonusOdds: number | null;
  /** Where the stake came from. */
  readonly stakeSource: StakeSource;
  /** The system type (system bets only), else null. */
  readonly systemType: SystemType | null;
  /** Server bet id once placed, else null. */
  readonly betId: string | null;
  /** Server status once placed, else null. */
  readonly status: BetStatus | null;
  /** Whether the bet went to VIP review. */
  readonly isVip: boolean;
  /** Free-bet stake in subunits; when above 0 it replaces the stake (SPEC §4). */
  readonly freebetStake: Subunits;
  /** The server's localized message for this bet after a failed placement (errors_by_bet), else null. */
  readonly messagesByBet: string | null;
  /** Ids of jackpots this bet takes part in. */
  readonly jackpots: readonly (string | number)[];
}

/** The maths view of a slip bet: accepted odds of each selection, stake, system size and bonus odds. */
export function pricedBetOf(bet: TicketBet): PricedBet {
  return {
    betType: bet.betType,
    stake: bet.stake,
    odds: bet.selections.map((s) => s.acceptedOdds),
    customOdds: bet.customOdds ?? undefined,
    systemWinCount: bet.systemType?.winCount,
    bonusOdds: bet.bonusOdds ?? undefined,
  };
}

/** Session-storage key the web app keeps the ticket under (persistence.ts writes it). */
export const TICKET_STORAGE_KEY = 'sportsbook.ticket';

/** Phases of the ticket (SPEC §4). */
export const TicketPhase = {
  /** Editing; nothing pending. */
  initial: 'INITIAL',
  /** Some selection's odds changed and wait for the player's acceptance. */
  oddsChanged: 'ODDS_CHANGED',
  /** Placement sent, waiting for the server. */
  processing: 'PROCESSING',
  /** Placement accepted; `placedBets` holds the bets. */
  success: 'SUCCESS',
  /** Placement refused with a code; `error` says why. */
  error: 'ERROR',
} as const;
/** A ticket phase. */
export type TicketPhase = (typeof TicketPhase)[keyof typeof TicketPhase];

/** Why the last placement failed (SPEC §3 Bet error response, §8). */
export interface TicketError {
  /** Message key of SPEC §8, or the server's own localized message, which takes precedence. */
  readonly message: string;
  /** Server-provided details, passed through. */
  readonly details: unknown;
  /** The server's error code (101, 120, a risk-validation code, ...). */
  readonly code: number | string;
  /** Whether the error is about odds (101, 120 or a risk-validation odds code): the slip offers a refresh. */
  readonly isOddsError: boolean;
}

/** Settings the slip follows (SPEC §3 Bet settings), in the app's names. */
export interface TicketSettings {
  /** auto_accept_odds_change: none, higher or any. */
  readonly oddsChangePolicy: OddsChangePolicy;
  /** multi_bet_settings.available_by_provider: whether several singles are allowed per provider (absent = no). */
  readonly multiSingleAvailableByProvider: Readonly<Partial<Record<Provider, boolean>>>;
  /** provider_statuses: feed status per provider (absent = active). */
  readonly providerStatuses: Readonly<Partial<Record<Provider, ProviderStatus>>>;
  /** custom_bet_enabled. */
  readonly customBetEnabled: boolean;
  /** custom_bet_allow_single: whether a custom bet may hold one selection. */
  readonly customBetAllowSingle: boolean;
  /** The player's currency; new bets are in it. */
  readonly currency: Currency;
}

/** A side effect the host performs after a transition; the reducer only describes it. */
export type TicketEffect =
  | { readonly id: number; readonly type: 'openCustomBetModal' }
  | { readonly id: number; readonly type: 'requestSignIn' }
  | {
      readonly id: number;
      readonly type: 'genericErrorAlert';
      readonly title: string;
      readonly description: string;
    }
  | { readonly id: number; readonly type: 'placeBets'; readonly betIds: readonly string[] }
  | { readonly id: number; readonly type: 'restoreFailed'; readonly reason: string }
  | {
      readonly id: number;
      readonly type: 'shareBetNotFound';
      readonly message: 'link-not-found' | 'link-try-another-bet' | 'link-try-later';
    };

/** An effect before it gets its id. */
export type TicketEffectInput = TicketEffect extends infer E
  ? E extends TicketEffect
    ? Omit<E, 'id'>
    : never
  : never;

/** The ticket (SPEC §3 Ticket state) plus the slip's bookkeeping. */
export interface TicketState {
  /** Phase of the ticket. */
  readonly ticketState: TicketPhase;
  /** The last placement error (phase ERROR), else null. */
  readonly error: TicketError | null;
  /** Bets in the slip. */
  readonly bets: readonly TicketBet[];
  /** Bets accepted by the last placement, with server ids (phase SUCCESS). */
  readonly placedBets: readonly TicketBet[];
  /** Bonuses the player may earn soon, shown in the slip. */
  readonly upcomingBonuses: readonly SlipBonus[];
  /** Ids (`selectionIdOf`) of every selection in the slip. */
  readonly selectedOutcomeIds: readonly string[];
  /** Ids of the bets being placed (stake above 0). */
  readonly processingBets: readonly string[];
  /** Whether a restore from session storage or a share code is running. */
  readonly isRestoring: boolean;
  /** Whether a placement is in flight: edits and new selections are ignored. */
  readonly inProgress: boolean;
  /** System types offered, sorted by totalCount then winCount. */
  readonly systemTypes: readonly SystemType[];
  /** Settings the rules follow. */
  readonly settings: TicketSettings;
  /** Effects not yet handled by the host, oldest first; drop them with `effectsHandled`. */
  readonly effects: readonly TicketEffect[];
  /** Id the next effect gets. */
  readonly nextEffectId: number;
  /** Number the next bet's id gets. */
  readonly nextBetNumber: number;
}

/** A market as live updates and lookups deliver it (the contract's Market fits). */
export interface MarketSnapshot {
  /** Market type id. */
  readonly id: number;
  /** Specifier; '' when none. */
  readonly specifier: string;
  /** Market status code; only allowed (1) is bettable. */
  readonly status: MarketStatus | number;
  /** Outcomes with odds in thousandths. */
  readonly outcomes: readonly { readonly id: string; readonly active: boolean; readonly odds: number }[];
}

/** The server's error body of a failed placement (SPEC §3 Bet error response). */
export interface BetErrorResponse {
  /** Error code; absent for errors that are not business errors. */
  readonly code?: number | string | undefined;
  /** A localized message from the server; takes precedence over ours. */
  readonly message?: string | undefined;
  /** Details and per-bet messages. */
  readonly data?:
    | {
        readonly details?: unknown;
        /**
         * A localized_message per bet: an array of entries naming their bet by `index` (position in the
         * payload), or one entry per position; or an object by position/bet id.
         */
        readonly errors_by_bet?:
          | readonly (
              | { readonly index?: number; readonly localized_message?: string | null }
              | null
              | undefined
            )[]
          | Readonly<Record<string, { readonly localized_message?: string | null } | null | undefined>>
          | undefined;
      }
    | undefined;
}
