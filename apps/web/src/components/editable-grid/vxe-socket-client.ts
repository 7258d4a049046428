import {
  VXE_HEARTBEAT_MS,
  VXE_HEARTBEAT_TIMEOUT_MS,
  VXE_RECONNECT_MS,
  type VxePageId,
  VxeSocketType,
  vxeServerMessageSchema,
} from '@xinmiao/shared';
import { API_BASE } from '../../api/client.ts';
import { CLOSE_UNAUTHORIZED, type SocketLike } from '../../api/notice-socket.ts';
import {
  CLOSE_SERVICE_RESTART,
  serviceRestartDelay,
  socketLimitBackoff,
  socketLimitMessage,
} from '../../api/socket-limits.ts';
import type { GridRow } from './types.ts';

type SendableSocket = SocketLike & { send(data: string): void; readonly readyState: number };

export type VxeSocketDeps = {
  open: (url: string, protocol: string) => SendableSocket;
  setTimer: (fn: () => void, ms: number) => unknown;
  clearTimer: (handle: unknown) => void;
  log: (message: string, detail?: unknown) => void;
};

export type VxeSocketOptions = {
  userId: string;
  pageId: VxePageId;
  token: string;
  /** Which grid of the page; updates for other grids are not this one's. */
  socketKey: string;
  /** This grid instance: its own updates come back and are ignored (the same-instance rule). */
  caseId: string;
  onRowChanged: (row: GridRow) => void;
  /** True once the server answered a heartbeat (from then on it relays this grid's rows), false after a close. */
  onConnected?: (connected: boolean) => void;
  /** The server closed the socket over a limit: a Chinese message for the user (once per streak). */
  onLimited?: (message: string) => void;
  origin: string;
  deps?: Partial<VxeSocketDeps>;
};

export function vxeSocketUrl(origin: string, userId: string, pageId: string): string {
  return `${origin}${API_BASE}/vxeSocket/${encodeURIComponent(userId)}/${encodeURIComponent(pageId)}`;
}

const OPEN = 1;
/** The server's answer to a page the user may not open (or another user's path): retrying cannot help. */
const CLOSE_FORBIDDEN = 4403;

const browserDeps: VxeSocketDeps = {
  open: (url, protocol) => new WebSocket(url, [protocol]),
  setTimer: (fn, ms) => setTimeout(fn, ms),
  clearTimer: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  log: (message, detail) => console.info(`[vxe-socket] ${message}`, detail ?? ''),
};

/**
 * The grid's realtime socket (spec §4, §9): a heartbeat every 10 s; no answer within 6 s means the
 * connection is dead and it reconnects; after a close it reconnects in 5 s, unless the server refused
 * the socket (no permission for the page, or signed out); after a close over a server limit
 * (4429/4430/4431) it tells the user and waits twice as long each time in a row; after 1012 (an instance
 * shutting down) it comes back within seconds. Returns `send` for a
 * changed row and `close` to stop for good.
 */
export function connectVxeSocket(options: VxeSocketOptions) {
  const deps = { ...browserDeps, ...options.deps };
  const url = vxeSocketUrl(options.origin, options.userId, options.pageId);
  let socket: SendableSocket | null = null;
  let heartbeatTimer: unknown = null;
  let timeoutTimer: unknown = null;
  let reconnectTimer: unknown = null;
  let stopped = false;
  // Limit closes in a row (4429/4430/4431): each doubles the wait; an answered heartbeat ends the streak.
  let limited = 0;

  const clearHeartbeat = () => {
    if (heartbeatTimer !== null) deps.clearTimer(heartbeatTimer);
    if (timeoutTimer !== null) deps.clearTimer(timeoutTimer);
    heartbeatTimer = null;
    timeoutTimer = null;
  };

  const beat = () => {
    socket?.send(JSON.stringify({ type: VxeSocketType.heartBeat }));
    timeoutTimer = deps.setTimer(() => {
      deps.log('heartbeat timed out, reconnecting');
      socket?.close();
    }, VXE_HEARTBEAT_TIMEOUT_MS);
  };

  const scheduleHeartbeat = () => {
    clearHeartbeat();
    heartbeatTimer = deps.setTimer(beat, VXE_HEARTBEAT_MS);
  };

  const connect = () => {
    reconnectTimer = null;
    const current = deps.open(url, options.token);
    socket = current;
    // The first beat goes at once: its answer tells that the server has registered this socket.
    current.onopen = () => beat();
    current.onmessage = (event) => receive(event.data);
    current.onerror = () => deps.log('socket error');
    current.onclose = (event) => {
      if (socket !== current) return;
      clearHeartbeat();
      socket = null;
      options.onConnected?.(false);
      if (event.code === CLOSE_FORBIDDEN || event.code === CLOSE_UNAUTHORIZED) {
        deps.log('refused by the server, not reconnecting', event.code);
        stopped = true;
      }
      if (stopped) return;
      const message = socketLimitMessage(event.code);
      if (message) {
        limited += 1;
        deps.log('closed over a server limit, backing off', event.code);
        if (limited === 1) options.onLimited?.(message);
      }
      const usual = event.code === CLOSE_SERVICE_RESTART ? serviceRestartDelay() : VXE_RECONNECT_MS;
      const wait = message ? socketLimitBackoff(VXE_RECONNECT_MS, limited) : usual;
      reconnectTimer = deps.setTimer(connect, wait);
    };
  };

  const receive = (data: unknown) => {
    let parsed: ReturnType<typeof vxeServerMessageSchema.safeParse>;
    try {
      parsed = vxeServerMessageSchema.safeParse(JSON.parse(String(data)));
    } catch {
      deps.log('ignored unparseable data', data);
      return;
    }
    if (!parsed.success) {
      deps.log('ignored a message of unknown type', data);
      return;
    }
    if (parsed.data.type === VxeSocketType.heartBeat) {
      limited = 0;
      options.onConnected?.(true);
      scheduleHeartbeat();
      return;
    }
    const [row, caseId] = parsed.data.data.args;
    if (parsed.data.data.socketKey !== options.socketKey || caseId === options.caseId) return;
    options.onRowChanged(row as GridRow);
  };

  connect();
  return {
    send(row: GridRow): boolean {
      if (!socket || socket.readyState !== OPEN) return false;
      const data = { socketKey: options.socketKey, args: [row, options.caseId] };
      socket.send(JSON.stringify({ type: VxeSocketType.commonSendDate, data }));
      return true;
    },
    close() {
      stopped = true;
      clearHeartbeat();
      if (reconnectTimer !== null) deps.clearTimer(reconnectTimer);
      socket?.close();
      socket = null;
    },
  };
}
