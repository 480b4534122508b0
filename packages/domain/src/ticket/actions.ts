import type { Currency } from '../money.ts';
import type { BetStatus, BetType, MatchStatus, Provider, ProviderStatus } from '../status.ts';
import type { Odds, Subunits } from '../units.ts';
import type { BetErrorResponse, MarketSnapshot, SelectionInput, SlipBonus, TicketSettings } from './slip.ts';

/** Every action the slip understands. */
export type TicketAction =
  /** Adds the outcome, or removes it when already chosen (SPEC §4); ignored while in progress. */
  | { readonly type: 'selectionToggled'; readonly selection: SelectionInput }
  /** Adds a custom bet (bet builder) at `customOdds` thousandths; opens the custom-bet modal if one exists. */
  | {
      readonly type: 'customBetAdded';
      readonly selections: readonly SelectionInput[];
      readonly customOdds: Odds;
    }
  /** New custom odds in thousandths for a custom bet (after POST /bets/custom/odds). */
  | { readonly type: 'customOddsUpdated'; readonly betId: string; readonly customOdds: Odds }
  /** Removes selections by id, from one bet or from all. */
  | { readonly type: 'selectionsRemoved'; readonly selectionIds: readonly string[]; readonly betId?: string }
  /** Removes suspended and unavailable selections, from one bet or from all. */
  | { readonly type: 'unavailableSelectionsRemoved'; readonly betId?: string }
  /** Empties the slip. */
  | { readonly type: 'ticketCleared' }
  /** Switches the regular (non-custom) selections to singles, one combo or a system; ignored if not allowed. */
  | {
      readonly type: 'betTypeChanged';
      readonly betType: typeof BetType.single | typeof BetType.combo | typeof BetType.system;
      readonly systemTypeId?: string;
    }
  /** Picks another system type of the same size for a system bet. */
  | { readonly type: 'systemTypeChanged'; readonly betId: string; readonly systemTypeId: string }
  /** A stake typed by the player, in subunits (rounded for the currency). */
  | { readonly type: 'stakeChanged'; readonly betId: string; readonly stake: Subunits }
  /** A potential win typed by the player, in subunits: the stake becomes the largest that does not exceed it. */
  | { readonly type: 'potentialWinChanged'; readonly betId: string; readonly potentialWin: Subunits }
  /**
   * Markets of a match: `complete` when they are all of the match's markets (a selection whose market is
   * missing is suspended), else a partial update (only the listed markets are checked).
   */
  | {
      readonly type: 'marketsUpdated';
      readonly matchId: number;
      readonly markets: readonly MarketSnapshot[];
      readonly complete: boolean;
    }
  /** A match's status changed. */
  | { readonly type: 'matchStatusChanged'; readonly matchId: number; readonly status: MatchStatus }
  /** A provider's feed status changed. */
  | { readonly type: 'providerStatusChanged'; readonly provider: Provider; readonly status: ProviderStatus }
  /** The player accepts every odds change: accepted odds become current odds; phase INITIAL. */
  | { readonly type: 'oddsChangesAccepted' }
  /** New slip settings other than the currency. */
  | { readonly type: 'settingsChanged'; readonly settings: Partial<Omit<TicketSettings, 'currency'>> }
  /** The player's currency changed: stakes reset to 0, stake source sharing. */
  | { readonly type: 'currencyChanged'; readonly currency: Currency }
  /** Bonuses offered for one bet, or for every bet. */
  | { readonly type: 'bonusesUpdated'; readonly bonuses: readonly SlipBonus[]; readonly betId?: string }
  /** The player picks a bonus for a bet, or none (null). */
  | { readonly type: 'bonusSelected'; readonly betId: string; readonly bonusId: number | string | null }
  /** Bonuses the player may earn soon. */
  | { readonly type: 'upcomingBonusesUpdated'; readonly bonuses: readonly SlipBonus[] }
  /** The player presses Place. */
  | { readonly type: 'placeRequested'; readonly isLoggedIn: boolean }
  /** The server accepted the placement: slip bet id → server id (and status, VIP flag). */
  | {
      readonly type: 'placeSucceeded';
      readonly placed: readonly {
        readonly id: string;
        readonly betId: string;
        readonly status?: BetStatus;
        readonly isVip?: boolean;
      }[];
    }
  /** The placement failed: HTTP status and the error body when there is one. */
  | { readonly type: 'placeFailed'; readonly status?: number; readonly response?: BetErrorResponse }
  /** The player closes the success or error view; placed bets leave the slip unless `keepSelections`. */
  | { readonly type: 'placementDismissed'; readonly keepSelections?: boolean }
  /** A restore from session storage or a share code started. */
  | { readonly type: 'restoreStarted' }
  /** The host performed every effect with an id up to `upToId`. */
  | { readonly type: 'effectsHandled'; readonly upToId: number };
