// A seeded random number generator, for anything that must draw the same numbers from the same
// seed everywhere: seeded tests, benchmark samples, generated illustrations.

/** A random number generator returning floats in [0, 1). */
export type Random = () => number;

/** The mulberry32 generator: small, fast and fully determined by a 32-bit seed. */
export function mulberry32(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
