import type { RouteBody, RouteDef, RouteParams, RouteQuery, RouteResult } from '@xinmiao/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Reply } from './envelope.ts';
import type { ActorScope } from './policy/actor-scope.ts';
import type { TenantDb } from './tenant-db.ts';

/** What every handler gets, signed in or not. */
export type PublicCtx = {
  ip: string;
  /** The raw `X-Access-Token` value (`?token=` too on download routes), unverified (logout checks it). */
  token: string | null;
  log: FastifyBaseLogger;
};

/** A signed-in caller acting in one tenant; `db` is bound to that tenant. */
export type AuthCtx = PublicCtx & {
  userId: string;
  username: string;
  tenantId: number;
  orgCode: string | null;
  permissions: ReadonlySet<string>;
  tokenHash: string;
  db: TenantDb;
  /** The caller's record-level reach (roles' data scopes, departments), loaded once per request. */
  actorScope: () => Promise<ActorScope>;
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
) => Promise<Reply<RouteResult<D>> | Reply<null>>;
