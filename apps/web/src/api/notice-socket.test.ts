import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptySession, sessionStore } from '../access/session-store.ts';
import {
  CLOSE_UNAUTHORIZED,
  connectNoticeSocket,
  NOTICE_MAX_ERRORS,
  NOTICE_RETRY_MS,
  noticeSocketUrl,
  type SocketLike,
} from './notice-socket.ts';
import {
  CLOSE_SERVICE_RESTART,
  SERVICE_RESTART_RETRY_MS,
  SOCKET_LIMIT_MAX_BACKOFF_MS,
} from './socket-limits.ts';

class FakeSocket implements SocketLike {
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onerror: SocketLike['onerror'] = null;
  onclose: SocketLike['onclose'] = null;
  closed = false;
  constructor(
    readonly url: string,
    readonly protocol: string,
  ) {}
  close() {
    this.closed = true;
  }
  fail() {
    this.onerror?.(new Event('error'));
    this.onclose?.(new CloseEvent('close', { code: 1006 }));
  }
  receive(data: string) {
    this.onmessage?.(new MessageEvent('message', { data }));
  }
}

let sockets: FakeSocket[];
let logged: string[];
let onNotice: ReturnType<typeof vi.fn<() => void>>;

function connect(onRefused?: () => void) {
  return connectNoticeSocket({
    userId: 'u1',
    token: 'tok',
    onNotice,
    ...(onRefused ? { onRefused } : {}),
    origin: 'ws://host',
    deps: {
      open: (url, protocol) => {
        const s = new FakeSocket(url, protocol);
        sockets.push(s);
        return s;
      },
      setTimer: (fn, ms) => setTimeout(fn, ms),
      clearTimer: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
      log: (message) => logged.push(message),
    },
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
  logged = [];
  onNotice = vi.fn<() => void>();
});
afterEach(() => {
  vi.useRealTimers();
  sessionStore.set(emptySession);
});

describe('notice socket', () => {
  it('opens the user path with the token as subprotocol', () => {
    connect();
    expect(sockets[0]).toMatchObject({ url: 'ws://host/jeecg-boot/websocket/u1', protocol: 'tok' });
    expect(noticeSocketUrl('wss://a', 'x/y')).toBe('wss://a/jeecg-boot/websocket/x%2Fy');
  });

  it('reloads on topic and user messages and only logs anything else', () => {
    connect();
    const s = sockets[0]!;
    s.receive(JSON.stringify({ cmd: 'topic', msgId: '1', msgTxt: 't' }));
    s.receive(JSON.stringify({ cmd: 'user', msgId: '2', msgTxt: 't' }));
    expect(onNotice).toHaveBeenCalledTimes(2);
    s.receive('ping');
    s.receive('{not json');
    s.receive(JSON.stringify({ cmd: 'email', msgId: '3' }));
    expect(onNotice).toHaveBeenCalledTimes(2);
    expect(logged).toEqual(['ignored an unparseable message', 'ignored an unknown message']);
  });

  it('retries 20 s after an error, once per failure', () => {
    connect();
    sockets[0]!.fail();
    vi.advanceTimersByTime(NOTICE_RETRY_MS - 1);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
  });

  it('reconnects within seconds when the server instance restarts (1012)', () => {
    connect();
    sockets[0]!.onclose?.(new CloseEvent('close', { code: CLOSE_SERVICE_RESTART }));
    vi.advanceTimersByTime(SERVICE_RESTART_RETRY_MS[0] - 1);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(SERVICE_RESTART_RETRY_MS[1]);
    expect(sockets).toHaveLength(2);
  });

  it('reconnects after a close without an error', () => {
    connect();
    sockets[0]!.onclose?.(new CloseEvent('close', { code: 1001 }));
    vi.advanceTimersByTime(NOTICE_RETRY_MS);
    expect(sockets).toHaveLength(2);
  });

  it('gives up after more than 5 errors', () => {
    connect();
    for (let i = 0; i <= NOTICE_MAX_ERRORS; i += 1) {
      sockets.at(-1)!.fail();
      vi.advanceTimersByTime(NOTICE_RETRY_MS);
    }
    expect(sockets).toHaveLength(NOTICE_MAX_ERRORS + 1);
    vi.advanceTimersByTime(NOTICE_RETRY_MS * 10);
    expect(sockets).toHaveLength(NOTICE_MAX_ERRORS + 1);
    expect(logged).toContain('gave up after 6 errors');
  });

  it('stops when the server refuses the token, and when closed by the page', () => {
    const onRefused = vi.fn();
    connect(onRefused);
    sockets[0]!.fail();
    expect(onRefused).not.toHaveBeenCalled();
    vi.advanceTimersByTime(NOTICE_RETRY_MS);
    sockets[1]!.onclose?.(new CloseEvent('close', { code: CLOSE_UNAUTHORIZED }));
    vi.advanceTimersByTime(NOTICE_RETRY_MS * 2);
    expect(sockets).toHaveLength(2);
    // 强制退出 elsewhere: the page is told once, so it can sign out.
    expect(onRefused).toHaveBeenCalledTimes(1);

    sockets = [];
    const handle = connect();
    sockets[0]!.fail();
    handle.close();
    vi.advanceTimersByTime(NOTICE_RETRY_MS * 2);
    expect(sockets).toHaveLength(1);
    expect(sockets[0]!.closed).toBe(false);
  });

  it('after a close over a server limit tells the user once and backs off, doubling, up to 5 minutes', () => {
    const limited: string[] = [];
    connectNoticeSocket({
      userId: 'u1',
      token: 'tok',
      onNotice,
      onLimited: (message) => limited.push(message),
      origin: 'ws://host',
      deps: {
        open: (url, protocol) => {
          const s = new FakeSocket(url, protocol);
          sockets.push(s);
          return s;
        },
        setTimer: (fn, ms) => setTimeout(fn, ms),
        clearTimer: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
        log: (message) => logged.push(message),
      },
    });
    const waits = [2, 4, 8, 15, 15].map((minutes) =>
      Math.min(minutes * NOTICE_RETRY_MS, SOCKET_LIMIT_MAX_BACKOFF_MS),
    );
    for (const [i, wait] of waits.entries()) {
      sockets.at(-1)!.onclose?.(new CloseEvent('close', { code: 4430 }));
      vi.advanceTimersByTime(wait - 1);
      expect(sockets).toHaveLength(i + 1);
      vi.advanceTimersByTime(1);
      expect(sockets).toHaveLength(i + 2);
    }
    expect(limited).toEqual([expect.stringContaining('实时连接过多')]);
    // A message ends the streak: the next limit close is told again and waits 40 s.
    sockets.at(-1)!.receive('ping');
    sockets.at(-1)!.onclose?.(new CloseEvent('close', { code: 4429 }));
    expect(limited).toHaveLength(2);
    vi.advanceTimersByTime(2 * NOTICE_RETRY_MS);
    expect(sockets).toHaveLength(waits.length + 2);
  });

  it('close() closes the open socket', () => {
    const handle = connect();
    handle.close();
    expect(sockets[0]!.closed).toBe(true);
  });

  it('closes and stops reconnecting when the session ends', () => {
    sessionStore.set({ ...emptySession, token: 'tok' });
    connect();
    sessionStore.set((s) => ({ ...s, welcome: '早上好' }));
    expect(sockets[0]!.closed).toBe(false);
    sessionStore.set(emptySession);
    expect(sockets[0]!.closed).toBe(true);
    vi.advanceTimersByTime(NOTICE_RETRY_MS * 2);
    expect(sockets).toHaveLength(1);
  });

  it('session end during a reconnect wait cancels the retry', () => {
    sessionStore.set({ ...emptySession, token: 'tok' });
    connect();
    sockets[0]!.fail();
    sessionStore.set({ ...emptySession, token: 'another' });
    vi.advanceTimersByTime(NOTICE_RETRY_MS * 2);
    expect(sockets).toHaveLength(1);
  });
});
