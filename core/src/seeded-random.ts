// A small seeded generator (xorshift32) for the generators of demo data, test
// fixtures and benchmarks: the same seed gives the same numbers on every
// machine. Not for anything secret (ids, salts and tokens use node:crypto).

/** Numbers in [0, 1) from `seed` (0 is taken as 1). */
export function xorshift32(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 2 ** 32;
  };
}
