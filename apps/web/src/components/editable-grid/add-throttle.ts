import { ADD_THROTTLE_MS } from './constants.ts';

/**
 * Adding rows is throttled (spec §5): a second add within 1500 ms is refused, and the caller shows
 * 你点击的太快了，请慢点点击!. `now` is injectable so tests need no clock.
 */
export function createAddThrottle(now: () => number = Date.now, windowMs = ADD_THROTTLE_MS) {
  let last = Number.NEGATIVE_INFINITY;
  return (): boolean => {
    const t = now();
    if (t - last < windowMs) return false;
    last = t;
    return true;
  };
}
