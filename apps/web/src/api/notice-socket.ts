import { type NoticeSocketMessage, noticeSocketMessageSchema } from '@xinmiao/shared';
import { sessionStore } from '../access/session-store.ts';
import { API_BASE } from './client.ts';
import {
  CLOSE_SERVICE_RESTART,
  serviceRestartDelay,
  socketLimitBackoff,
  socketLimitMessage,
} from './socket-limits.ts';

/** Spec §9: the notification socket retries 20 s after a failure and gives up after more than 5 errors. */
export const NOTICE_RETRY_MS = 20_000;
export const NOTICE_MAX_ERRORS = 5;
/** The server's close code for a token it does not accept: reconnecting cannot help. */
export const CLOSE_UNAUTHORIZED = 4401;

/** The part of a browser WebSocket this client uses, so tests can drive it by hand. */
export type SocketLike = {
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  close(code?: number): void;
};

export type NoticeSocketDeps = {
  open: (url: string, protocol: string) => SocketLike;
  setTimer: (fn: () => void, ms: number) => unknown;
  clearTimer: (handle: unknown) => void;
  log: (message: string, detail?: unknown) => void;
};

export type NoticeSocketOptions = {
  userId: string;
  token: string;
  /** Called for `topic` and `user` messages: the bell reloads its lists (and may read the title aloud). */
  onNotice: (message: NoticeSocketMessage) => void;
  /** The server closed the socket over a limit: a Chinese message for the user (once per streak). */
  onLimited?: (message: string) => void;
  /** Called once when the server refuses the token: the session ended elsewhere (强制退出, logout). */
  onRefused?: () => void;
  /** `ws(s)://host` of the page; defaults to the current location. */
  origin?: string;
  deps?: Partial<NoticeSocketDeps>;
};

export function noticeSocketUrl(origin: string, userId: string): string {
  return `${origin}${API_BASE}/websocket/${encodeURIComponent(userId)}`;
}

function pageOrigin(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}`;
}

const browserDeps: NoticeSocketDeps = {
  open: (url, protocol) => new WebSocket(url, [protocol]),
  setTimer: (fn, ms) => setTimeout(fn, ms),
  clearTimer: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  log: (message, detail) => console.info(`[notice-socket] ${message}`, detail ?? ''),
};

/** The notice a frame carries (the bell reloads); anything else is only logged. */
export function noticeOf(data: unknown, log: NoticeSocketDeps['log']): NoticeSocketMessage | null {
  if (typeof data !== 'string') {
    log('ignored a non-text message');
    return null;
  }
  if (data === 'ping') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    log('ignored an unparseable message', data.slice(0, 200));
    return null;
  }
  const message = noticeSocketMessageSchema.safeParse(parsed);
  if (!message.success) {
    log('ignored an unknown message', parsed);
    return null;
  }
  return message.data;
}

/**
 * The notification websocket of spec §4: opens with the user id in the path and the token as the
 * subprotocol; after an error or a close it reconnects once 20 s later (after a close over a server
 * limit, 4429/4430/4431, it tells the user and waits twice as long each time in a row; after 1012, an instance
 * shutting down, it comes back within seconds), and it stops after more
 * than 5 errors, when the server rejects the token, when the session no longer holds that token
 * (logout), or when `close()` is called.
 */
export function connectNoticeSocket(options: NoticeSocketOptions): { close: () => void } {
  const deps = { ...browserDeps, ...options.deps };
  const url = noticeSocketUrl(options.origin ?? pageOrigin(), options.userId);
  let socket: SocketLike | null = null;
  let timer: unknown = null;
  let errors = 0;
  let stopped = false;
  // Limit closes in a row (4429/4430/4431): each doubles the wait; a message received ends the streak.
  let limited = 0;

  const scheduleReconnect = (ms = NOTICE_RETRY_MS) => {
    if (stopped || timer !== null) return;
    timer = deps.setTimer(() => {
      timer = null;
      open();
    }, ms);
  };

  const open = () => {
    if (stopped) return;
    const current = deps.open(url, options.token);
    socket = current;
    current.onmessage = (event) => {
      limited = 0;
      const notice = noticeOf(event.data, deps.log);
      if (notice) options.onNotice(notice);
    };
    current.onerror = () => {
      errors += 1;
      if (errors > NOTICE_MAX_ERRORS) {
        deps.log(`gave up after ${errors} errors`);
        stopped = true;
        return;
      }
      scheduleReconnect();
    };
    current.onclose = (event) => {
      if (socket !== current) return;
      socket = null;
      if (event.code === CLOSE_UNAUTHORIZED) {
        deps.log('the server refused the session token');
        stopped = true;
        options.onRefused?.();
        return;
      }
      if (event.code === CLOSE_SERVICE_RESTART) {
        deps.log('the server instance is restarting, reconnecting soon');
        scheduleReconnect(serviceRestartDelay());
        return;
      }
      const message = socketLimitMessage(event.code);
      if (message) {
        limited += 1;
        deps.log('closed over a server limit, backing off', event.code);
        if (limited === 1) options.onLimited?.(message);
        // The error handler (if any) already asked for the usual delay: the longer wait replaces it.
        if (timer !== null) deps.clearTimer(timer);
        timer = null;
        scheduleReconnect(socketLimitBackoff(NOTICE_RETRY_MS, limited));
        return;
      }
      scheduleReconnect();
    };
  };

  const close = () => {
    stopped = true;
    unsubscribe();
    if (timer !== null) deps.clearTimer(timer);
    timer = null;
    const current = socket;
    socket = null;
    current?.close();
  };
  // The socket belongs to the session it was opened with, so whoever ends the session ends it too.
  const unsubscribe = sessionStore.subscribe(() => {
    if (sessionStore.get().token !== options.token) close();
  });

  open();
  return { close };
}
