/**
 * The server's close codes for a socket over its limits (server `realtime/socket-limits.ts`), what
 * the console tells the user about each, and how long it waits before trying again: a client that
 * reconnected at its usual pace would only be closed again.
 */
export const SOCKET_LIMIT_MESSAGES: Readonly<Record<number, string>> = {
  4429: '实时连接发送消息过于频繁，已被服务器断开，稍后将自动重新连接',
  4430: '已打开的实时连接过多，请关闭多余的页面或浏览器标签页；稍后将自动重新连接',
  4431: '本校实时协作的消息量已达上限，同步已暂停，稍后将自动重新连接',
};

/** The longest wait before reconnecting after limit closes in a row. */
export const SOCKET_LIMIT_MAX_BACKOFF_MS = 5 * 60_000;

/** The message for a limit close, or null for any other close code. */
export function socketLimitMessage(code: number): string | null {
  return SOCKET_LIMIT_MESSAGES[code] ?? null;
}

/** The wait after the `streak`-th limit close in a row (1, 2, …): the usual delay doubled each time. */
export function socketLimitBackoff(baseMs: number, streak: number): number {
  return Math.min(baseMs * 2 ** streak, SOCKET_LIMIT_MAX_BACKOFF_MS);
}

/**
 * The standard close code 1012 (Service Restart): the instance behind the proxy is shutting down
 * (server `realtime/socket-identity.ts`). The console reconnects soon, to an instance that stays.
 */
export const CLOSE_SERVICE_RESTART = 1012;
/** The wait after a restart close: at least the first, at most the second, spread so consoles do not all come back at once. */
export const SERVICE_RESTART_RETRY_MS = [1000, 5000] as const;

/** A wait within {@link SERVICE_RESTART_RETRY_MS}; `random` is in [0, 1). */
export function serviceRestartDelay(random: number = Math.random()): number {
  const [min, max] = SERVICE_RESTART_RETRY_MS;
  return Math.floor(min + random * (max - min));
}
