/** What the feed changed in one committed write. */
export interface Written {
  /** Events whose row or markets changed. */
  eventIds: readonly number[];
  /**
   * Which events a listing holds or in which order may have changed: an event changed status, new
   * events were added, a provider's status changed.
   */
  listings: boolean;
}

/** What a cached response shows, so that a write drops exactly the entries it made stale. */
export interface Dependencies {
  /** Events shown: a write to any of them makes the entry stale. */
  events: readonly number[];
  /** A listing (or a page built from one): stale when `Written.listings`. */
  listing: boolean;
  /** Stale after any write at all (e.g. a filter on open markets, which any market change may move). */
  anyWrite?: boolean;
}

/** Entries past this many remembered event versions are forgotten at once (all entries go stale). */
const MAX_EVENT_VERSIONS = 100_000;

/**
 * Versions of what the feed writes. Writes are numbered; an entry remembers the number when its
 * database read started (`now`), and is fresh while nothing it depends on was written after that. A
 * write counted after the read started makes the entry stale even if the read already saw it: stale
 * is only ever a wasted entry, never an old answer.
 */
export class CacheVersions {
  private writes = 0;
  private listingsAt = 0;
  private readonly eventAt = new Map<number, number>();
  /** Reads started before this cannot tell their events' versions (forgotten): stale. */
  private forgottenAt = 0;

  /** The number to remember when a read starts. */
  get now(): number {
    return this.writes;
  }

  written(change: Written): void {
    this.writes++;
    if (change.listings) this.listingsAt = this.writes;
    if (this.eventAt.size + change.eventIds.length > MAX_EVENT_VERSIONS) {
      this.eventAt.clear();
      this.forgottenAt = this.writes;
    }
    for (const id of change.eventIds) this.eventAt.set(id, this.writes);
  }

  fresh(startedAt: number, deps: Dependencies): boolean {
    if (startedAt === this.writes) return true;
    if (deps.anyWrite) return false;
    if (deps.listing && this.listingsAt > startedAt) return false;
    if (this.forgottenAt > startedAt) return false;
    for (const id of deps.events) if ((this.eventAt.get(id) ?? 0) > startedAt) return false;
    return true;
  }
}
