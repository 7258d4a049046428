import { AsyncLocalStorage } from 'node:async_hooks';

const arrivals = new AsyncLocalStorage<number>();
let last = 0;

/**
 * Runs `work` (one HTTP request, from its first hook) under a number given in order of arrival: the
 * embedded database serves the statements of older work first, so a request that has begun finishes
 * before a later flood's requests take their turns.
 */
export function inArrivalOrder<T>(work: () => T): T {
  last += 1;
  return arrivals.run(last, work);
}

/** The arrival number of the work running now; work outside any request is numbered as it comes. */
export function arrivalNumber(): number {
  const current = arrivals.getStore();
  if (current !== undefined) return current;
  last += 1;
  return last;
}
