import { createHash, randomInt } from 'node:crypto';

/** Whether bet `betId` hits level `levelId`, which one qualifying bet in `odds` hits. */
export type JackpotDraw = (betId: number, levelId: number, odds: number) => boolean;

/**
 * Deterministic under `seed` (tests, SEED): the bet hits when the first 48 bits of
 * sha256("seed:bet:level") are a multiple of `odds`. The same seed and ids always draw the same.
 */
export function seededDraw(seed: number): JackpotDraw {
  return (betId, levelId, odds) => {
    if (odds <= 1) return true;
    const digest = createHash('sha256').update(`${seed}:${betId}:${levelId}`).digest();
    return digest.readUIntBE(0, 6) % odds === 0;
  };
}

/** The demo's draw: a uniform random integer below `odds` from the OS generator is 0. */
export const randomDraw: JackpotDraw = (_betId, _levelId, odds) => odds <= 1 || randomInt(odds) === 0;
