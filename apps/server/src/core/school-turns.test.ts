import { describe, expect, it } from 'vitest';
import { inRequestTurns, outsideSchoolTurn, SchoolTurns, takeSchoolTurn } from './school-turns.ts';

const tick = () => new Promise((resolve) => setImmediate(resolve));

function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('SchoolTurns', () => {
  it('lets a school alone run every request at once', async () => {
    const turns = new SchoolTurns(1, () => 0);
    await Promise.all(Array.from({ length: 5 }, () => turns.take(1000)));
    expect(turns.runningOf(1000)).toBe(5);
  });

  it('while another school runs a request, runs one of the flooding school at a time, in arrival order', async () => {
    const turns = new SchoolTurns(1, () => 0);
    await turns.take(1001);
    const served: number[] = [];
    const flood = [1, 2, 3].map((n) => turns.take(1000).then(() => served.push(n)));
    await tick();
    expect(served).toEqual([1]);
    turns.give(1000);
    await tick();
    expect(served).toEqual([1, 2]);
    expect(turns.runningOf(1000)).toBe(1);
    turns.give(1000);
    turns.give(1000);
    await Promise.all(flood);
    expect(served).toEqual([1, 2, 3]);
    expect(turns.runningOf(1000)).toBe(0);
  });

  it('counts a school that began a request within the last second as at work, and not after', async () => {
    let now = 0;
    const turns = new SchoolTurns(1, () => now);
    await turns.take(1001);
    turns.give(1001);
    now = 900;
    await turns.take(1000);
    let second = false;
    void turns.take(1000).then(() => {
      second = true;
    });
    await tick();
    expect(second).toBe(false);
    turns.give(1000);
    await tick();
    expect(second).toBe(true);
    turns.give(1000);
    now = 2000;
    await Promise.all([turns.take(1000), turns.take(1000)]);
    expect(turns.runningOf(1000)).toBe(2);
  });
});

/** Runs `test` while school `otherSchool` holds a turn, and ends that turn whatever the outcome. */
async function whileAnotherSchoolWorks(otherSchool: number, test: () => Promise<void>): Promise<void> {
  const done = deferred();
  const other = inRequestTurns(async () => {
    await takeSchoolTurn(otherSchool);
    await done.promise;
  });
  await tick();
  try {
    await test();
  } finally {
    done.resolve();
    await other;
  }
}

describe('a request turn', () => {
  it('is given to the school’s next request while it waits outside (a worker, a key derivation)', () =>
    whileAnotherSchoolWorks(990_002, async () => {
      const order: string[] = [];
      const worker = deferred();
      const first = inRequestTurns(async () => {
        await takeSchoolTurn(990_001);
        order.push('first runs');
        await outsideSchoolTurn(async () => {
          order.push('first waits outside');
          await worker.promise;
        });
        order.push('first back');
      });
      const second = inRequestTurns(async () => {
        await takeSchoolTurn(990_001);
        order.push('second runs');
      });
      await tick();
      await tick();
      expect(order).toEqual(['first runs', 'first waits outside', 'second runs']);
      worker.resolve();
      await Promise.all([first, second]);
      expect(order.at(-1)).toBe('first back');
    }));

  it('is taken back at once after a wait outside, even while the school’s next request holds one', () =>
    whileAnotherSchoolWorks(990_004, async () => {
      const order: string[] = [];
      const worker = deferred();
      const lockHeld = deferred();
      const first = inRequestTurns(async () => {
        await takeSchoolTurn(990_003);
        await outsideSchoolTurn(() => worker.promise);
        order.push('first back');
        lockHeld.resolve();
      });
      const second = inRequestTurns(async () => {
        await takeSchoolTurn(990_003);
        order.push('second waits for first');
        // As a row lock held by the first request's transaction would make it wait.
        await lockHeld.promise;
        order.push('second done');
      });
      await tick();
      await tick();
      worker.resolve();
      await Promise.all([first, second]);
      expect(order).toEqual(['second waits for first', 'first back', 'second done']);
    }));

  it('is not taken back by work its request started and left running once the request has ended', () =>
    whileAnotherSchoolWorks(990_006, async () => {
      const worker = deferred();
      let leftRunning: Promise<unknown> = Promise.resolve();
      await inRequestTurns(async () => {
        await takeSchoolTurn(990_005);
        // Not waited for, as a notice sent to a chat app after the reply.
        leftRunning = outsideSchoolTurn(() => worker.promise);
      });
      worker.resolve();
      await leftRunning;
      const next = inRequestTurns(() => takeSchoolTurn(990_005)).then(() => 'served');
      const stuck = new Promise((resolve) => setTimeout(() => resolve('stuck'), 500));
      expect(await Promise.race([next, stuck])).toBe('served');
    }));
});
