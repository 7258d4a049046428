/** mulberry32: tiny seeded PRNG so random-sheet tests are reproducible. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Random sheet with a per-sheet ceiling so totals spread over the whole range (uniform answers would
 * cluster around the middle and rarely reach cut-offs); 5 % of sheets are straight-lined.
 */
export function randomSheet(rand: () => number, items: number, options: number): number[] {
  const int = (n: number) => 1 + Math.floor(rand() * n);
  if (rand() < 0.05) {
    const p = int(options);
    return Array.from({ length: items }, () => p);
  }
  const floor = int(options);
  const ceiling = floor + Math.floor(rand() * (options - floor + 1));
  return Array.from({ length: items }, () => floor + Math.floor(rand() * (ceiling - floor + 1)));
}
