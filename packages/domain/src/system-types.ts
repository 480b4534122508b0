/**
 * System bets (SPEC §3, §4): a k-of-n system stakes every combination of k out of n selections, each as a
 * combo. This module lists the system types the slip offers and enumerates combinations.
 */

/** Fewest selections a system bet takes: 3 (2-of-3 is the smallest system; 2-of-2 is a combo). */
export const SYSTEM_MIN_SELECTIONS = 3;
/** Most selections a system bet takes: 16. */
export const SYSTEM_MAX_SELECTIONS = 16;
/**
 * Most combinations one system type may have: 10,000. Types above it (7/16, 8/16, 9/16) are not offered,
 * so settling or pricing a system never walks more than this many combinations.
 */
export const SYSTEM_MAX_COMBINATIONS = 10_000;

/** A system type: win `winCount` of `totalCount` selections, as `combinations` = C(n, k) combos. */
export interface SystemType {
  /** "k/n", e.g. "2/3"; the `system_id` of the placement payload. */
  readonly id: string;
  /** Selections per combination (k), from 2 to totalCount - 1. */
  readonly winCount: number;
  /** Selections of the bet (n), from 3 to SYSTEM_MAX_SELECTIONS. */
  readonly totalCount: number;
  /** Number of combinations C(n, k), each staked with an equal share of the stake. */
  readonly combinations: number;
}

/** The binomial coefficient C(n, k) as an exact integer; 0 when k < 0 or k > n. Throws on non-integers or n < 0. */
export function binomial(n: number, k: number): number {
  if (!Number.isInteger(n) || !Number.isInteger(k) || n < 0) {
    throw new RangeError(`binomial needs integers with n >= 0, got n=${n}, k=${k}`);
  }
  if (k < 0 || k > n) return 0;
  const small = Math.min(k, n - k);
  let result = 1n;
  for (let i = 1; i <= small; i++) {
    result = (result * BigInt(n - small + i)) / BigInt(i);
  }
  return Number(result);
}

/** The id of the k-of-n system type: "k/n". */
export function systemTypeId(winCount: number, totalCount: number): string {
  return `${winCount}/${totalCount}`;
}

/** Whether (k, n) is an offered system type: 3 ≤ n ≤ SYSTEM_MAX_SELECTIONS, 2 ≤ k < n, C(n, k) ≤ SYSTEM_MAX_COMBINATIONS. */
export function isOfferedSystemSize(winCount: number, totalCount: number): boolean {
  return (
    Number.isInteger(winCount) &&
    Number.isInteger(totalCount) &&
    totalCount >= SYSTEM_MIN_SELECTIONS &&
    totalCount <= SYSTEM_MAX_SELECTIONS &&
    winCount >= 2 &&
    winCount < totalCount &&
    binomial(totalCount, winCount) <= SYSTEM_MAX_COMBINATIONS
  );
}

/** The system type k-of-n, or undefined when it is not offered (see `isOfferedSystemSize`). */
export function systemTypeOf(winCount: number, totalCount: number): SystemType | undefined {
  if (!isOfferedSystemSize(winCount, totalCount)) return undefined;
  return {
    id: systemTypeId(winCount, totalCount),
    winCount,
    totalCount,
    combinations: binomial(totalCount, winCount),
  };
}

/** The system type with id "k/n", or undefined when the id is malformed or the type is not offered. */
export function systemTypeFromId(id: string): SystemType | undefined {
  const match = /^(\d{1,2})\/(\d{1,2})$/.exec(id);
  if (!match) return undefined;
  return systemTypeOf(Number(match[1]), Number(match[2]));
}

/** Every offered system type for exactly `selectionCount` selections, by winCount ascending; [] below 3 or above 16. */
export function systemTypesFor(selectionCount: number): SystemType[] {
  const types: SystemType[] = [];
  for (let k = 2; k < selectionCount; k++) {
    const type = systemTypeOf(k, selectionCount);
    if (type) types.push(type);
  }
  return types;
}

/**
 * Every offered system type up to `maxSelections` selections (default SYSTEM_MAX_SELECTIONS), sorted by
 * totalCount then winCount (SPEC §3 ticket state `systemTypes`).
 */
export function systemTypesUpTo(maxSelections: number = SYSTEM_MAX_SELECTIONS): SystemType[] {
  const types: SystemType[] = [];
  const top = Math.min(Math.floor(maxSelections), SYSTEM_MAX_SELECTIONS);
  for (let n = SYSTEM_MIN_SELECTIONS; n <= top; n++) types.push(...systemTypesFor(n));
  return types;
}

/** Sorts system types by totalCount then winCount (SPEC §4), returning a new array. */
export function sortSystemTypes(types: readonly SystemType[]): SystemType[] {
  return [...types].sort((a, b) => a.totalCount - b.totalCount || a.winCount - b.winCount);
}

/**
 * Every k-element combination of `items`, in lexicographic order of positions ([a,b,c], 2 gives
 * [a,b], [a,c], [b,c]). k = 0 gives one empty combination; k above the length gives none.
 */
export function combinationsOf<T>(items: readonly T[], k: number): T[][] {
  if (!Number.isInteger(k) || k < 0 || k > items.length) return [];
  const result: T[][] = [];
  const positions = Array.from({ length: k }, (_, i) => i);
  for (;;) {
    result.push(positions.map((p) => items[p] as T));
    let i = k - 1;
    while (i >= 0 && positions[i] === items.length - k + i) i--;
    if (i < 0) return result;
    positions[i] = (positions[i] as number) + 1;
    for (let j = i + 1; j < k; j++) positions[j] = (positions[j - 1] as number) + 1;
  }
}
