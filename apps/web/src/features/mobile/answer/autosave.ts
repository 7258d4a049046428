import type { Answers } from '@xinmiao/shared';

export type SaveState = 'saved' | 'saving' | 'offline';

export type Draft = { answers: Answers; revision: number };

type Sender = (draft: Draft) => Promise<void>;

const BACKOFF_MS = [1_000, 2_000, 4_000, 8_000, 15_000, 30_000];

/**
 * Saves the latest answers after every change, one request at a time, and retries with backoff
 * until the server has them. Each save carries a higher revision, so a late retry of an older
 * save can never overwrite a newer one on the server. The draft is also kept in the browser
 * (`storage`), so closing the tab or losing the network loses nothing.
 */
export class Autosaver {
  private latest: Draft;
  private sentRevision: number;
  private running = false;
  private attempt = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private stopped = false;

  constructor(
    private readonly key: string,
    initial: Draft,
    private readonly send: Sender,
    private readonly onState: (state: SaveState) => void,
    private readonly storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> = localStorage,
  ) {
    this.latest = initial;
    this.sentRevision = initial.revision;
  }

  /** The browser's draft when it is newer than the server's (a save that never arrived). */
  static restore(
    key: string,
    server: Draft,
    storage: Pick<Storage, 'getItem'> = localStorage,
  ): { draft: Draft; unsent: boolean } {
    const raw = storage.getItem(key);
    if (!raw) return { draft: server, unsent: false };
    try {
      const local = JSON.parse(raw) as Draft;
      return local.revision > server.revision
        ? { draft: local, unsent: true }
        : { draft: server, unsent: false };
    } catch {
      return { draft: server, unsent: false };
    }
  }

  get draft(): Draft {
    return this.latest;
  }

  update(answers: Answers): void {
    this.latest = { answers, revision: this.latest.revision + 1 };
    this.storage.setItem(this.key, JSON.stringify(this.latest));
    this.flush();
  }

  /** Pushes a restored draft that the server has not seen. */
  resend(): void {
    this.sentRevision = -1;
    this.flush();
  }

  /** Forget the browser copy once the sheet is submitted. */
  finish(): void {
    this.stop();
    this.storage.removeItem(this.key);
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
  }

  private flush(): void {
    if (this.running || this.stopped || this.latest.revision <= this.sentRevision) return;
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    this.running = true;
    this.onState('saving');
    const draft = this.latest;
    this.send(draft).then(
      () => {
        this.running = false;
        this.attempt = 0;
        this.sentRevision = draft.revision;
        if (this.latest.revision > this.sentRevision) this.flush();
        else this.onState('saved');
      },
      () => {
        this.running = false;
        this.onState('offline');
        const wait = BACKOFF_MS[Math.min(this.attempt, BACKOFF_MS.length - 1)] ?? 30_000;
        this.attempt++;
        this.timer = setTimeout(() => this.flush(), wait);
      },
    );
  }
}
