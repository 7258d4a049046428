// Document pool tasks for pool.test.ts: which thread ran the job, and a job that outlives its cap.
import { isMainThread } from 'node:worker_threads';

export function whereRun(): { mainThread: boolean } {
  return { mainThread: isMainThread };
}

export function spin(ms: number): { mainThread: boolean } {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    // Holds the thread, as a runaway render would.
  }
  return { mainThread: isMainThread };
}
