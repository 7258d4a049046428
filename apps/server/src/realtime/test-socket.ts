import { type ClientOptions, WebSocket } from 'ws';

export type TestSocket = {
  socket: WebSocket;
  messages: string[];
  /** Resolves with the close code. */
  closed: Promise<number>;
  /** Resolves once `n` messages have arrived (rejects after `ms`). */
  received: (n: number, ms?: number) => Promise<string[]>;
};

/** A websocket client that records what it gets; `protocol` is the session token, as the console sends it. */
export function openSocket(
  port: number,
  pathId: string,
  protocol?: string,
  options: ClientOptions = {},
): Promise<TestSocket> {
  return openSocketAt(port, `/jeecg-boot/websocket/${pathId}`, protocol, options);
}

/** Like `openSocket`, on any socket path (the grid socket's). */
export function openSocketAt(
  port: number,
  path: string,
  protocol?: string,
  options: ClientOptions = {},
): Promise<TestSocket> {
  const socket = new WebSocket(`ws://127.0.0.1:${port}${path}`, protocol ? [protocol] : [], options);
  const messages: string[] = [];
  const waiters: (() => void)[] = [];
  socket.on('message', (data) => {
    messages.push(data.toString());
    for (const wake of waiters.splice(0)) wake();
  });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  const received = (n: number, ms = 3000) =>
    new Promise<string[]>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`got ${messages.length} of ${n} messages`)), ms);
      const check = () => {
        if (messages.length >= n) {
          clearTimeout(timer);
          resolve(messages);
        } else waiters.push(check);
      };
      check();
    });
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve({ socket, messages, closed, received }));
    socket.once('error', reject);
  });
}

/** Waits a little so a message that should not come has had its chance to. */
export const settle = (ms = 300) => new Promise((resolve) => setTimeout(resolve, ms));

/** Opens a socket and waits for the answer to a heartbeat: from then on the hub knows it. */
export async function openRegistered(
  port: number,
  pathId: string,
  token: string,
  options: ClientOptions = {},
): Promise<TestSocket> {
  const client = await openSocket(port, pathId, token, options);
  client.socket.send('ping');
  await client.received(1);
  client.messages.length = 0;
  return client;
}

/** The close code, or `'open'` when the socket is still open after `ms`. */
export function closedWithin(client: TestSocket, ms = 3000): Promise<number | 'open'> {
  return Promise.race([client.closed, settle(ms).then(() => 'open' as const)]);
}
