// Seeded pseudo-random numbers (mulberry32), so generated demo data is the same on every run.

/** A seeded source of pseudo-random numbers. */
export interface Random {
  /** A number in [0, 1). */
  next(): number;
  /** An integer between min and max, both inclusive. */
  int(min: number, max: number): number;
  /** A number in [min, max). */
  float(min: number, max: number): number;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
}

/** Creates a mulberry32 generator from a seed (taken as an unsigned 32-bit integer). */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    float: (min, max) => min + next() * (max - min),
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new RangeError('Cannot pick from an empty list');
      return items[Math.floor(next() * items.length)]!;
    },
  };
}

/** Mixes a seed with an index into a new 32-bit seed, so that each index gets an independent stream. */
export function deriveSeed(seed: number, index: number): number {
  let h = (seed >>> 0) ^ Math.imul((index >>> 0) + 0x7f4a7c15, 0x9e3779b1);
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}
