import fastifyWebsocket from '@fastify/websocket';
import { Msg, NOTICE_SOCKET_PATH, ResultCode } from '@xinmiao/shared';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { fail } from '../core/envelope.ts';
import { BASE_PATH } from '../core/register-route.ts';
import type { SessionStore } from '../core/session-store.ts';
import type { LocalHub } from './local-hub.ts';
import { pathNamesUser, protocolToken, SocketClose } from './socket-identity.ts';
import { MessageRate } from './socket-limits.ts';

const HEARTBEATS = new Set(['ping', 'heartcheck']);
export const DEFAULT_PING_INTERVAL_MS = 30_000;

/**
 * `GET /jeecg-boot/websocket/:userId`: the notification socket. It authenticates by the session
 * token in `Sec-WebSocket-Protocol` (browsers cannot set headers on websockets), checked against
 * the same session store as HTTP; a plain HTTP GET gets the unknown-path envelope.
 */
export async function registerNoticeSocket(
  app: FastifyInstance,
  sessions: SessionStore,
  hub: LocalHub,
  pingIntervalMs = DEFAULT_PING_INTERVAL_MS,
): Promise<void> {
  await app.register(fastifyWebsocket, {
    options: { maxPayload: 4096 },
    // On shutdown every socket (notices and grids) is told the instance restarts, so the console
    // reconnects at once instead of after its usual wait.
    preClose: (done) => {
      for (const client of app.websocketServer.clients) {
        client.close(SocketClose.serviceRestart, 'service restart');
      }
      app.websocketServer.close();
      done();
    },
  });
  app.route<{ Params: { userId: string } }>({
    method: 'GET',
    url: `${BASE_PATH}${NOTICE_SOCKET_PATH}`,
    handler: (_request, reply) => reply.send(fail(Msg.notFound, ResultCode.NOT_FOUND)),
    wsHandler: async (socket, request) => {
      // Listening before the session lookup: a heartbeat sent right after open must not be lost.
      let authenticated = false;
      let unansweredPings = 0;
      const rate = new MessageRate(hub.limits);
      socket.on('message', (data, isBinary) => {
        if (!rate.take()) {
          socket.close(SocketClose.rateLimited, 'too many messages');
          return;
        }
        if (isBinary || !HEARTBEATS.has(data.toString())) return;
        if (authenticated) socket.send('ping');
        else unansweredPings = Math.min(unansweredPings + 1, 3);
      });
      const token = protocolToken(request.headers['sec-websocket-protocol']);
      const session = token ? await sessions.lookup(token) : null;
      if (!token || !session) {
        socket.close(SocketClose.unauthorized, 'unauthorized');
        return;
      }
      if (!pathNamesUser(request.params.userId, session.userId, token)) {
        socket.close(SocketClose.forbidden, 'forbidden');
        return;
      }
      // Closed while the session was looked up: registering it now would leak it in the hub.
      if (socket.readyState !== socket.OPEN) return;
      const leave = hub.add(session, socket);
      if (!leave) {
        socket.close(SocketClose.tooManySockets, 'too many sockets');
        return;
      }
      socket.on('close', leave);
      // A session that ended (or switched tenant) during the lookup announced it before this socket
      // was registered, so it is checked once more now that the socket would hear such news.
      const current = await sessions.lookup(token);
      if (!current || current.tenantId !== session.tenantId) {
        socket.close(current ? SocketClose.sessionChanged : SocketClose.unauthorized, 'session changed');
        return;
      }
      keepAliveOrDrop(socket, pingIntervalMs);
      authenticated = true;
      for (; unansweredPings > 0; unansweredPings -= 1) socket.send('ping');
    },
  });
}

/**
 * Protocol-level pings: a socket whose peer vanished (sleeping laptop, dropped network) never sends
 * a close, so one that has not answered the previous ping by the next one is terminated.
 */
export function keepAliveOrDrop(socket: WebSocket, intervalMs: number): void {
  let answered = true;
  socket.on('pong', () => {
    answered = true;
  });
  const timer = setInterval(() => {
    if (!answered) {
      socket.terminate();
      return;
    }
    answered = false;
    socket.ping();
  }, intervalMs);
  socket.on('close', () => clearInterval(timer));
}
