// Other-school latency for the "one school must not stall every school" benches: school 1001's cheap
// call (getUserInfo) falls due every INTERVAL_MS and is timed from when it was due, so a call due while
// the event loop is blocked waits for it, as a real request would. Medians are printed beside the 2× budget.
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { TEST_PASSWORD } from '../../apps/server/src/test/test-db.ts';

export const BUDGET = 2;
/** Well above one call's own time, so the calls alone never queue. */
const INTERVAL_MS = 250;

export async function signIn(app: FastifyInstance, username: string): Promise<string> {
  const reply = await app.inject({
    method: 'POST',
    url: '/jeecg-boot/sys/login',
    payload: { username, password: TEST_PASSWORD },
  });
  const body = reply.json() as { result?: { token?: string } };
  if (!body.result?.token) throw new Error(`login ${username} failed: ${reply.body}`);
  return body.result.token;
}

export function otherSchool(app: FastifyInstance, token: string) {
  async function cheap(): Promise<number> {
    const start = performance.now();
    const reply = await app.inject({
      method: 'GET',
      url: '/jeecg-boot/sys/user/getUserInfo',
      headers: { 'x-access-token': token },
    });
    if (reply.statusCode !== 200) throw new Error(`getUserInfo: HTTP ${reply.statusCode}`);
    return performance.now() - start;
  }

  /** The other school's calls while `load` runs, each timed from when it fell due. */
  async function samplesDuring(load: Promise<unknown>): Promise<number[]> {
    let finishedAt = Number.POSITIVE_INFINITY;
    void load.finally(() => {
      finishedAt = performance.now();
    });
    const calls: Promise<number>[] = [];
    const due = performance.now();
    for (let n = 0; ; n++) {
      const at = due + n * INTERVAL_MS;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, at - performance.now())));
      if (at > finishedAt) break;
      calls.push(cheap().then(() => performance.now() - at));
    }
    await load;
    return Promise.all(calls);
  }

  return { samplesDuring, idle: (ms: number) => samplesDuring(new Promise((r) => setTimeout(r, ms))) };
}

export const median = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** One printed line: the label, the median and, beside a baseline, the ratio and the budget. */
export function line(label: string, samples: number[], idleMedian?: number): void {
  const m = median(samples);
  const ratio = idleMedian ? `${(m / idleMedian).toFixed(2)}× idle (budget ${BUDGET}×)` : '';
  console.log(`${label} (${samples.length} calls)`.padEnd(72), `${m.toFixed(1)} ms`.padEnd(10), ratio);
}
