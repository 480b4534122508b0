/** Bits of a star's state: its ids are not known yet (aria-busy), and whether it is set. */
export const StarBit = { unknown: 1, starred: 2 } as const;
