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

const lanes = new AsyncLocalStorage<number>();

/**
 * Runs `work` as school `tenantId`'s (a TenantDb statement or transaction): the embedded database
 * takes turns between schools, so one school's flood of work cannot keep another's waiting. Work
 * already in a lane stays in it (a request placed in its school's, a sign-in check of the last tier).
 */
export function inSchoolLane<T>(tenantId: number, work: () => T): T {
  return lanes.getStore() === undefined ? lanes.run(tenantId, work) : work();
}

/**
 * The lane of the last tier's sign-in checks (`signInChecks`): a spray's statements take turns with
 * everyone's instead of queueing ahead of a person's in the lane of work of no school.
 */
export const SIGN_IN_LAST_LANE = -1;

/** `inSchoolLane` for the rest of the running request, once its school is known. */
export function enterSchoolLane(tenantId: number): void {
  lanes.enterWith(tenantId);
}

/** The school whose work runs now; undefined for work of no school (sign-in, platform reads). */
export function schoolLane(): number | undefined {
  return lanes.getStore();
}
