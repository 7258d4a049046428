import { score } from '@xinmiao/scales';
import { prng } from '../packages/scales/src/testing/prng.ts';

/** Scores random SCL-90 sheets in-process; prints throughput. Not part of the test suite. */
const SHEETS = 100_000;

const rand = prng(2024);
const sheets = Array.from({ length: SHEETS }, () =>
  Array.from({ length: 90 }, () => 1 + Math.floor(rand() * 5)),
);

// Warm-up so the JIT and the resolved-version cache are not part of the measurement.
for (let i = 0; i < 1000; i++) score('SCL90', sheets[i] ?? []);

let checksum = 0;
const start = performance.now();
for (const sheet of sheets) checksum += score('SCL90', sheet).level;
const ms = performance.now() - start;

console.log(
  JSON.stringify({
    bench: 'scales.scl90',
    sheets: SHEETS,
    totalMs: Math.round(ms),
    sheetsPerSecond: Math.round((SHEETS / ms) * 1000),
    levelChecksum: checksum,
  }),
);
