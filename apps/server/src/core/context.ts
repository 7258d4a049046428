import type { RouteBody, RouteDef, RouteParams, RouteQuery, RouteResult } from '@xinmiao/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { BareReply } from './bare-reply.ts';
import type { Reply } from './envelope.ts';
import type { EventStreamReply } from './event-stream.ts';
import type { FileReply } from './file-reply.ts';
import type { ActorScope } from './policy/actor-scope.ts';
import type { RedirectReply } from './redirect-reply.ts';
import type { TenantDb } from './tenant-db.ts';

/**
 * The console behind a request. JeecgBoot's Vue3 sends `X-Version: v3` on every request; its Vue2
 * sends `tenant-id` (0 before sign-in) and never `X-Tenant-Id`, which ours always sends beside it.
 * Anything else (our console, scripts, tests) is ours.
 */
export type ConsoleKind = 'xinmiao' | 'vue2' | 'vue3';

export function consoleOf(headers: Readonly<Record<string, string | string[] | undefined>>): ConsoleKind {
  if (headers['x-version'] === 'v3') return 'vue3';
  if (headers['tenant-id'] !== undefined && headers['x-tenant-id'] === undefined) return 'vue2';
  return 'xinmiao';
}

/** What every handler gets, signed in or not. */
export type PublicCtx = {
  ip: string;
  /** The client's User-Agent, cut to 256 characters (在线用户 shows it as the device). */
  userAgent: string | null;
  /** The raw `X-Access-Token` value (`?token=` too on download routes), unverified (logout checks it). */
  token: string | null;
  log: FastifyBaseLogger;
  /** Which console asks (`consoleOf`): ours, or one of JeecgBoot's own. */
  console: ConsoleKind;
  /**
   * The `X-Low-App-ID` header: the low-code app whose page sent the request (unverified; the
   * low-app module resolves it within the caller's school).
   */
  lowAppId: string | null;
};

/** A signed-in caller acting in one tenant; `db` is bound to that tenant. */
export type AuthCtx = PublicCtx & {
  userId: string;
  username: string;
  tenantId: number;
  orgCode: string | null;
  permissions: ReadonlySet<string>;
  tokenHash: string;
  /** The account is still on an initial password (only `beforePasswordChange` routes run then). */
  mustChangePassword: boolean;
  db: TenantDb;
  /** The caller's record-level reach (roles' data scopes, departments), loaded once per request. */
  actorScope: () => Promise<ActorScope>;
  /**
   * Writes one read-audit row naming the records this request read (`resource`: what was read,
   * usually the route path). Routes declared `auditRead` get it after the handler, with the ids
   * of the reply; call it directly for a sensitive read the reply does not carry as `id`s.
   */
  auditRead: (resource: string, ids: readonly string[]) => Promise<void>;
  /**
   * Names the records a state change acted on, for its operation log line (`启用量表 SCL-90`);
   * `action` replaces the contract's `operation` where one route does two things (启用/停用).
   */
  logSubject: (names: string | readonly string[], action?: string) => void;
};

export type CtxFor<D extends RouteDef> = D['access'] extends 'public' ? PublicCtx : AuthCtx;

export type RouteInputOf<D extends RouteDef> = {
  params: RouteParams<D>;
  query: RouteQuery<D>;
  body: RouteBody<D>;
};

export type Handler<D extends RouteDef> = (
  ctx: CtxFor<D>,
  input: RouteInputOf<D>,
) => Promise<Reply<RouteResult<D>> | Reply<null> | FileReply | RedirectReply | EventStreamReply | BareReply>;
