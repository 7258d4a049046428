import { randomInt } from 'node:crypto';

// MyBatis-Plus ASSIGN_ID layout: 41-bit ms since the Twitter epoch, 10-bit worker, 12-bit sequence,
// which gives the 19-digit ids JeecgBoot clients expect. A random worker per process keeps several
// instances from colliding without coordination.
const EPOCH = 1288834974657n;
const WORKER = BigInt(randomInt(0, 1024));
let lastMs = 0n;
let seq = 0n;

/** A new 19-digit numeric string id, monotonic within this process. */
export function newId(): string {
  let now = BigInt(Date.now());
  if (now < lastMs) now = lastMs;
  if (now === lastMs) {
    seq = (seq + 1n) & 4095n;
    if (seq === 0n) now = lastMs + 1n;
  } else {
    seq = 0n;
  }
  lastMs = now;
  return (((now - EPOCH) << 22n) | (WORKER << 12n) | seq).toString();
}
