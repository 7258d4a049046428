import {
  Msg,
  ResultCode,
  VXE_SOCKET_PATH,
  type VxeServerMessage,
  VxeSocketType,
  vxeClientMessageSchema,
  vxePagePermission,
} from '@xinmiao/shared';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { fail } from '../core/envelope.ts';
import type { PermissionService } from '../core/permissions.ts';
import { BASE_PATH } from '../core/register-route.ts';
import type { SessionStore } from '../core/session-store.ts';
import type { Notifier } from './notifier.ts';
import { pathNamesUser, protocolToken, SocketClose } from './socket-identity.ts';
import { MessageRate } from './socket-limits.ts';
import { DEFAULT_PING_INTERVAL_MS, keepAliveOrDrop } from './socket-route.ts';

const HEART_BEAT_REPLY: VxeServerMessage = { type: VxeSocketType.heartBeat, data: true };

/**
 * `GET /jeecg-boot/vxeSocket/:userId/:pageId`: the editable grid's live row updates. Authenticated
 * like the notification socket (session token as subprotocol, path naming the token's user); the page
 * id must be one of `VXE_SOCKET_PAGES` and the user must hold that page's permission in the session's
 * tenant. A row sent by one grid reaches every grid socket open on the same page in the same tenant,
 * on every instance. Needs `@fastify/websocket`, registered by the notification socket.
 */
export function registerVxeSocket(
  app: FastifyInstance,
  sessions: SessionStore,
  permissions: PermissionService,
  notifier: Notifier,
  pingIntervalMs = DEFAULT_PING_INTERVAL_MS,
): void {
  app.route<{ Params: { userId: string; pageId: string } }>({
    method: 'GET',
    url: `${BASE_PATH}${VXE_SOCKET_PATH}`,
    handler: (_request, reply) => reply.send(fail(Msg.notFound, ResultCode.NOT_FOUND)),
    wsHandler: async (socket, request) => {
      // Messages before the session is known wait for it: a heartbeat sent right after open is answered.
      const early: string[] = [];
      let onText = (text: string): void => {
        early.push(text);
      };
      const rate = new MessageRate(notifier.vxeHub.limits);
      socket.on('message', (data, isBinary) => {
        if (!rate.take()) socket.close(SocketClose.rateLimited, 'too many messages');
        else if (!isBinary && early.length < 8) onText(data.toString());
      });
      const { userId, pageId } = request.params;
      const token = protocolToken(request.headers['sec-websocket-protocol']);
      const session = token ? await sessions.lookup(token) : null;
      if (!token || !session) {
        socket.close(SocketClose.unauthorized, 'unauthorized');
        return;
      }
      const needed = vxePagePermission(pageId);
      if (
        !pathNamesUser(userId, session.userId, token) ||
        !needed ||
        !(await permissions.codes(session.userId, session.tenantId)).has(needed)
      ) {
        socket.close(SocketClose.forbidden, 'forbidden');
        return;
      }
      if (socket.readyState !== socket.OPEN) return;
      const leave = notifier.vxeHub.add(session, pageId, socket);
      if (!leave) {
        socket.close(SocketClose.tooManySockets, 'too many sockets');
        return;
      }
      socket.on('close', leave);
      const current = await sessions.lookup(token);
      if (!current || current.tenantId !== session.tenantId) {
        socket.close(current ? SocketClose.sessionChanged : SocketClose.unauthorized, 'session changed');
        return;
      }
      keepAliveOrDrop(socket, pingIntervalMs);
      onText = (text) =>
        answer(text, socket, request.log, async (message) => {
          if (!(await notifier.toGridPage(session.tenantId, pageId, message))) {
            socket.close(SocketClose.fanoutBudget, 'school fan-out budget spent');
          }
        });
      for (const text of early.splice(0)) onText(text);
    },
  });
}

/** Heartbeats are answered; a changed row goes to the page; anything else is only logged (spec §8). */
function answer(
  text: string,
  socket: WebSocket,
  log: FastifyBaseLogger,
  toPage: (message: VxeServerMessage) => Promise<void>,
): void {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    log.info('vxe socket: ignored an unparseable message');
    return;
  }
  const parsed = vxeClientMessageSchema.safeParse(raw);
  if (!parsed.success) {
    log.info('vxe socket: ignored a message of unknown type');
    return;
  }
  if (parsed.data.type === VxeSocketType.heartBeat) {
    socket.send(JSON.stringify(HEART_BEAT_REPLY));
    return;
  }
  void toPage({ type: VxeSocketType.updateVxeTable, data: parsed.data.data });
}
