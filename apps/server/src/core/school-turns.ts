import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Requests of one school that run at once on this instance while another school is at work: the
 * event loop is shared, and each step of a request waits behind the steps of every request running
 * beside it, so a school with many at once would slow another school's every step. Alone, a school
 * runs as many as come.
 */
export const SHARED_TURNS = 1;
/** Another school is at work when it has a request running or began one this recently. */
const RECENT_MS = 1000;

/** A request's turn; `done` once the request has ended (work it left behind takes no turn). */
type Turn = { tenantId: number; held: boolean; done: boolean };

export class SchoolTurns {
  private readonly running = new Map<number, number>();
  private readonly waiting = new Map<number, (() => void)[]>();
  private runningTotal = 0;
  /** The two schools that began a request last (different schools), newest first. */
  private latest = { tenantId: Number.NaN, at: Number.NEGATIVE_INFINITY };
  private previous = { tenantId: Number.NaN, at: Number.NEGATIVE_INFINITY };

  constructor(
    private readonly shared = SHARED_TURNS,
    private readonly now = () => performance.now(),
  ) {}

  /** Waits for a turn of school `tenantId`. */
  async take(tenantId: number): Promise<void> {
    this.began(tenantId);
    const running = this.running.get(tenantId) ?? 0;
    if (running < this.limitOf(tenantId)) {
      this.running.set(tenantId, running + 1);
      this.runningTotal++;
      return;
    }
    // The turn is handed over by `give` (running stays counted), so a waiting request never
    // races a newcomer for it.
    await new Promise<void>((resolve) => {
      const queue = this.waiting.get(tenantId);
      if (queue) queue.push(resolve);
      else this.waiting.set(tenantId, [resolve]);
    });
  }

  /**
   * Takes a turn back without waiting (after a wait outside it): the request may hold a transaction's
   * locks that the school's running request waits for.
   */
  rejoin(tenantId: number): void {
    this.running.set(tenantId, (this.running.get(tenantId) ?? 0) + 1);
    this.runningTotal++;
  }

  /** Ends a turn taken by `take` or `rejoin`. */
  give(tenantId: number): void {
    const running = this.running.get(tenantId) ?? 0;
    const queue = this.waiting.get(tenantId);
    if (queue && running - 1 < this.limitOf(tenantId)) {
      const next = queue.shift();
      if (queue.length === 0) this.waiting.delete(tenantId);
      next?.();
      return;
    }
    this.runningTotal--;
    if (running <= 1) this.running.delete(tenantId);
    else this.running.set(tenantId, running - 1);
  }

  /** Requests of `tenantId` running now (tests). */
  runningOf(tenantId: number): number {
    return this.running.get(tenantId) ?? 0;
  }

  private began(tenantId: number): void {
    const at = this.now();
    if (this.latest.tenantId !== tenantId) this.previous = this.latest;
    this.latest = { tenantId, at };
  }

  private limitOf(tenantId: number): number {
    const othersRunning = this.runningTotal - (this.running.get(tenantId) ?? 0) > 0;
    const other = this.latest.tenantId === tenantId ? this.previous : this.latest;
    return othersRunning || this.now() - other.at < RECENT_MS ? this.shared : Number.POSITIVE_INFINITY;
  }
}

const turns = new SchoolTurns();
const current = new AsyncLocalStorage<Turn>();

/** Runs one request (`work`); a turn it takes with `takeSchoolTurn` ends with it at the latest. */
export async function inRequestTurns<T>(work: () => Promise<T>): Promise<T> {
  const turn: Turn = { tenantId: 0, held: false, done: false };
  try {
    return await current.run(turn, work);
  } finally {
    turn.done = true;
    end(turn);
  }
}

/**
 * Takes a turn of school `tenantId` for the rest of the running request; a turn held for another
 * school (a guess from the caller's earlier requests) is given back first.
 */
export async function takeSchoolTurn(tenantId: number): Promise<void> {
  const turn = current.getStore();
  if (!turn || turn.done || (turn.held && turn.tenantId === tenantId)) return;
  end(turn);
  turn.tenantId = tenantId;
  await takeBack(turn, 'in line');
}

/** Ends the running request's turn, if it holds one: before a reply streams to its client. */
export function endSchoolTurn(): void {
  const turn = current.getStore();
  if (turn) end(turn);
}

const REMEMBERED = 10_000;
const schoolOfCaller = new Map<string, number>();

/**
 * The school a caller (its token and tenant headers) was last served as on this instance, so its
 * next request waits for a turn before any work of its own, even the session's lookup.
 */
export function rememberedSchool(caller: string): number | undefined {
  return schoolOfCaller.get(caller);
}

export function rememberSchool(caller: string, tenantId: number): void {
  if (schoolOfCaller.get(caller) === tenantId) return;
  schoolOfCaller.delete(caller);
  schoolOfCaller.set(caller, tenantId);
  if (schoolOfCaller.size > REMEMBERED) {
    const oldest = schoolOfCaller.keys().next().value;
    if (oldest !== undefined) schoolOfCaller.delete(oldest);
  }
}

function end(turn: Turn): void {
  if (!turn.held) return;
  turn.held = false;
  turns.give(turn.tenantId);
}

/**
 * Runs `work` (a wait with the event loop free: a worker thread, a key derivation, another server)
 * without the request's turn, so the school's other requests run meanwhile; the turn is taken back
 * after it at once, as the request may hold locks another request of the school waits for.
 */
export function outsideSchoolTurn<T>(work: () => Promise<T>): Promise<T> {
  return withoutTurn(work, 'at once');
}

/** `fetch` to another server, outside the request's turn. */
export const fetchWithoutTurn = (input: string | URL, init?: RequestInit): Promise<Response> =>
  outsideSchoolTurn(() => fetch(input, init));

/**
 * The items of `items` (a model's stream), each awaited outside the request's turn; a stream holds no
 * transaction, so between two items the turn is taken back in line, behind the school's waiting
 * requests, and a long stream does not run beside them.
 */
export async function* eachWithoutTurn<T>(items: AsyncIterable<T>): AsyncGenerator<T> {
  const iterator = items[Symbol.asyncIterator]();
  for (;;) {
    const next = await withoutTurn(() => iterator.next(), 'in line');
    if (next.done) return;
    yield next.value;
  }
}

async function withoutTurn<T>(work: () => Promise<T>, back: 'at once' | 'in line'): Promise<T> {
  const turn = current.getStore();
  if (!turn?.held) return work();
  end(turn);
  try {
    return await work();
  } finally {
    await takeBack(turn, back);
  }
}

/**
 * Takes the turn of `turn`'s school for its request, unless the request has ended: work it started
 * and did not wait for (a notice sent after the reply) may come back later, and must not keep a turn
 * nobody gives back.
 */
async function takeBack(turn: Turn, back: 'at once' | 'in line'): Promise<void> {
  if (turn.done) return;
  if (back === 'at once') turns.rejoin(turn.tenantId);
  else await turns.take(turn.tenantId);
  if (turn.done) turns.give(turn.tenantId);
  else turn.held = true;
}
