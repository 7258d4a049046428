import { afterAll, describe, expect, it } from 'vitest';
import { DocumentPool, DocumentPoolMsg } from './pool.ts';

const isAnswer = (v: unknown): v is { mainThread: boolean } =>
  typeof v === 'object' && v !== null && 'mainThread' in v;
const task = (name: string, input: unknown = null) => ({
  worker: new URL('./test/thread-task.ts', import.meta.url),
  name,
  input,
  isResult: isAnswer,
});

// The time cap covers a thread's start (tsx compiles the worker), which takes seconds on a loaded machine.
const small = new DocumentPool({ threads: 1, queue: 1, jobMs: 20_000, heapMb: 128 });
afterAll(() => small.close());

describe('document pool', () => {
  it('renders in a pool thread, never on the event loop', async () => {
    expect(await small.run(task('whereRun'))).toEqual({ mainThread: false });
  });

  it('ends a job over its time cap and says so; the next job gets a fresh thread', async () => {
    expect(await small.run(task('spin', 120_000))).toEqual({ error: DocumentPoolMsg.tooHeavy });
    expect(await small.run(task('whereRun'))).toEqual({ mainThread: false });
  });

  it('refuses at once when its threads and queue are full', async () => {
    const running = [small.run(task('spin', 300)), small.run(task('spin', 300))];
    expect(small.hasRoom).toBe(false);
    expect(await small.run(task('whereRun'))).toEqual({ error: DocumentPoolMsg.busy });
    expect(await Promise.all(running)).toEqual([{ mainThread: false }, { mainThread: false }]);
  });
});
