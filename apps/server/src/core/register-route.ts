import {
  allMethods,
  FEE_MESSAGES,
  isPermissionCode,
  LOW_APP_HEADER,
  Msg,
  PUBLIC_BODY_LIMIT,
  READ_PURPOSE_HEADER,
  REGION_ACCESS,
  ResultCode,
  type RouteDef,
  SIGNED_IN_BODY_LIMIT,
} from '@xinmiao/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { enterSchoolLane } from '../db/turn-order.ts';
import { authenticate, requestToken } from './auth.ts';
import { BareReply } from './bare-reply.ts';
import {
  type AuthCtx,
  type CtxFor,
  consoleOf,
  type Handler,
  type PublicCtx,
  type RouteInputOf,
} from './context.ts';
import { fail, noAuth } from './envelope.ts';
import { AuthError } from './errors.ts';
import { EventStreamReply, sendEventStream } from './event-stream.ts';
import { FileReply, sendFile } from './file-reply.ts';
import {
  changesState,
  describeOperation,
  type OperationSubject,
  operateTypeOf,
  parameterNames,
  recordOperation,
} from './operation-log.ts';
import { loadActorScope } from './policy/actor-scope.ts';
import { readPurpose, recordIdsOf, writeReadAudit } from './read-audit.ts';
import { RedirectReply } from './redirect-reply.ts';
import { assertBareMatches, assertResponseMatches, checkResponses } from './response-check.ts';
import {
  endSchoolTurn,
  inRequestTurns,
  rememberedSchool,
  rememberSchool,
  takeSchoolTurn,
} from './school-turns.ts';
import type { Services } from './services.ts';
import { onlyStudentCodes } from './student-role.ts';
import { TenantDb } from './tenant-db.ts';
import { graceOf, tenantKindOf } from './tenants.ts';
import { chinaDateTime } from './time.ts';
import { parseInput } from './validation.ts';

export const BASE_PATH = '/jeecg-boot';

function validAccess(access: unknown): boolean {
  return (
    access === 'public' || access === 'login' || (typeof access === 'string' && isPermissionCode(access))
  );
}

/**
 * What a 教育局 account may call: its own sign-in routes and the aggregated statistics. Anything
 * else is refused before its handler, whatever the account's roles were granted.
 */
const regionMay = (def: RouteDef): boolean => def.access === 'login' || REGION_ACCESS.includes(def.access);

function parsePart(schema: z.ZodType | undefined, value: unknown): unknown {
  return schema ? parseInput(schema, value ?? {}) : undefined;
}

function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => {
    loaded ??= load();
    return loaded;
  };
}

/**
 * Registers shared route definitions on Fastify. Every route states its access; anything else
 * stops start-up. Authentication and the permission check run before input validation, so an
 * anonymous caller learns nothing about a route's parameters.
 */
export class Registrar {
  private readonly patterns: { regex: RegExp; methods: string[] }[] = [];
  private readonly audited = new Map<string, RouteDef>();
  private readonly pendingLogs = new Set<Promise<void>>();
  private readonly defs: RouteDef[] = [];

  constructor(
    private readonly app: FastifyInstance,
    private readonly services: Services,
  ) {
    app.addHook('onClose', () => this.logsWritten());
  }

  route<D extends RouteDef>(def: D, handler: Handler<D>): void {
    if (!validAccess(def.access)) {
      throw new Error(`Route ${def.path} has no valid access (public | login | permission code)`);
    }
    this.defs.push(def);
    const methods = allMethods(def);
    const source = def.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z_]\w*/g, '[^/]+');
    this.patterns.push({ regex: new RegExp(`^${BASE_PATH}${source}/?$`), methods });
    if (def.auditRead) this.audited.set(def.path, def);
    const isPublic = def.access === 'public';
    this.app.route({
      method: methods,
      url: `${BASE_PATH}${def.path}`,
      bodyLimit: def.bodyLimit ?? (isPublic ? PUBLIC_BODY_LIMIT : SIGNED_IN_BODY_LIMIT),
      ...(def.fileLimit ? { config: { fileLimit: def.fileLimit } } : {}),
      // Without any token a signed-in route answers 401 anyway, so its (larger) body is not even read.
      ...(isPublic ? {} : { onRequest: async (request) => refuseTokenless(def, request) }),
      handler: (request, reply) => this.run(def, handler, request, reply),
    });
  }

  /** Work a module leaves running after its replies (a follow-up) finishes before the server closes. */
  onClose(hook: () => Promise<void>): void {
    this.app.addHook('onClose', hook);
  }

  /** Every route registered so far, in registration order (the API document lists them). */
  routes(): readonly RouteDef[] {
    return this.defs;
  }

  /** The definition behind a read-audit `resource` (a route path), to name it in the audit list. */
  auditedRoute(path: string): RouteDef | undefined {
    return this.audited.get(path);
  }

  /** Resolves once every operation-log write started so far has finished (shutdown, tests). */
  async logsWritten(): Promise<void> {
    await Promise.all([...this.pendingLogs]);
  }

  /** Methods registered for a concrete path, to tell 405 from 404. */
  methodsFor(path: string): string[] {
    return this.patterns.filter((p) => p.regex.test(path)).flatMap((p) => p.methods);
  }

  private async run<D extends RouteDef>(
    def: D,
    handler: Handler<D>,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<unknown> {
    return inRequestTurns(() => this.answer(def, handler, request, reply));
  }

  private async answer<D extends RouteDef>(
    def: D,
    handler: Handler<D>,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<unknown> {
    const started = performance.now();
    const token = requestToken(request, def.download);
    const base: PublicCtx = {
      ip: request.ip,
      userAgent: request.headers['user-agent']?.slice(0, 256) ?? null,
      token,
      log: request.log,
      console: consoleOf(request.headers),
      lowAppId: headerText(request.headers[LOW_APP_HEADER]),
    };
    let ctx: PublicCtx | AuthCtx = base;
    const subject: OperationSubject = { names: [] };
    if (def.access !== 'public') {
      const caller = `${token}|${request.headers['tenant-id']}|${request.headers['x-tenant-id']}`;
      const guess = rememberedSchool(caller);
      if (guess !== undefined) await takeSchoolTurn(guess);
      const auth = await authenticate(this.services, request, def.download);
      rememberSchool(caller, auth.tenantId);
      // The rest of the request takes the embedded database's turns in its school's lane.
      enterSchoolLane(auth.tenantId);
      await takeSchoolTurn(auth.tenantId);
      if (auth.session.mustChangePassword && !def.beforePasswordChange) {
        return reply.send(fail(Msg.passwordChangeRequired, ResultCode.PASSWORD_CHANGE_REQUIRED));
      }
      if (def.access !== 'login' && !auth.permissions.has(def.access)) {
        return reply.send(noAuth(Msg.noPermission));
      }
      if (def.staffOnly && onlyStudentCodes(auth.permissions)) return reply.send(noAuth(Msg.noPermission));
      if (!regionMay(def) && (await tenantKindOf(this.services.db, auth.tenantId)) === 'region')
        return reply.send(noAuth(Msg.noPermission));
      if (graceBlocks(def, request.method)) {
        const grace = await graceOf(this.services.db, auth.tenantId);
        if (grace) return reply.send(fail(graceMessage(grace)));
      }
      const db = new TenantDb(this.services.db, auth.tenantId, auth.session.username);
      ctx = {
        ...base,
        userId: auth.session.userId,
        username: auth.session.username,
        tenantId: auth.tenantId,
        orgCode: auth.orgCode,
        permissions: auth.permissions,
        tokenHash: auth.session.tokenHash,
        mustChangePassword: auth.session.mustChangePassword,
        db,
        actorScope: once(() => loadActorScope(db, auth.session.userId)),
        auditRead: (resource, ids) =>
          writeReadAudit(
            db,
            {
              userId: auth.session.userId,
              username: auth.session.username,
              ip: request.ip,
              purpose: readPurpose(request.headers[READ_PURPOSE_HEADER]),
            },
            resource,
            ids,
          ),
        logSubject: (names, action) => {
          subject.names.push(...(typeof names === 'string' ? [names] : names));
          if (action) subject.action = action;
        },
      };
    }
    const input = {
      params: parsePart(def.params, request.params),
      query: parsePart(def.query, request.query),
      body: parsePart(def.body, request.body),
    } as RouteInputOf<D>;
    const result = await handler(ctx as CtxFor<D>, input);
    // A stream keeps its turn (its events are the request's work); its waits for a model do not.
    if (result instanceof EventStreamReply) return sendEventStream(request, reply, result);
    if (result instanceof FileReply) {
      endSchoolTurn();
      if (result.data) this.logOperation(def, ctx, subject, request, input, started);
      const range = request.headers['if-range'] ? undefined : request.headers.range;
      return sendFile(reply, result, range);
    }
    if (result instanceof BareReply) {
      if (checkResponses) assertBareMatches(def, result.body);
      return reply
        .status(result.status)
        .header('cache-control', 'no-store')
        .headers(result.headers)
        .send(result.body);
    }
    if (result instanceof RedirectReply) {
      return reply
        .header('referrer-policy', 'no-referrer')
        .header('cache-control', 'no-store')
        .redirect(result.location, 303);
    }
    if (checkResponses) assertResponseMatches(def, result);
    if (def.auditRead && result.success && 'db' in ctx) {
      await ctx.auditRead(def.path, recordIdsOf(result.result, input));
    }
    if (result.success) this.logOperation(def, ctx, subject, request, input, started);
    return reply.send(result);
  }

  /** The operation log line of a successful state change (an export file included). */
  private logOperation(
    def: RouteDef,
    ctx: PublicCtx | AuthCtx,
    subject: OperationSubject,
    request: FastifyRequest,
    input: RouteInputOf<RouteDef>,
    started: number,
  ): void {
    if (!('db' in ctx) || def.access === 'login' || !changesState(def, request.method)) return;
    // Not awaited: the reply does not wait for its own audit row; recordOperation never rejects.
    const write = recordOperation(this.services.db, ctx, {
      description: describeOperation(def, subject),
      route: def.path,
      url: request.url.split('?')[0] ?? request.url,
      httpMethod: request.method,
      operateType: operateTypeOf(def.access, def.path, request.method),
      requestParam: parameterNames(input),
      costTime: Math.round(performance.now() - started),
    });
    this.pendingLogs.add(write);
    void write.finally(() => this.pendingLogs.delete(write));
  }
}

/**
 * Inside a school's grace period (its service contract ended, 费用管理) it may still read, sign in
 * and out, change a password, and work its open crisis cases; any other change waits for renewal.
 */
function graceBlocks(def: RouteDef, method: string): boolean {
  return def.access !== 'login' && !def.access.startsWith('crisis:') && changesState(def, method);
}

function graceMessage(grace: { from: Date; until: Date | null }): string {
  const day = (d: Date) => chinaDateTime(new Date(d.getTime() - 1)).slice(0, 10);
  return FEE_MESSAGES.readOnly(day(grace.from), grace.until ? day(grace.until) : '续签');
}

function refuseTokenless(def: RouteDef, request: FastifyRequest): void {
  if (!requestToken(request, def.download)) throw new AuthError(Msg.tokenInvalid);
}

/** Envelope for a path nobody registered: 405 when another method exists, else 404. */
export function notFoundReply(registrar: Registrar, path: string) {
  const methods = registrar.methodsFor(path.split('?')[0] ?? path);
  return methods.length
    ? fail(Msg.methodNotAllowed, ResultCode.METHOD_NOT_ALLOWED)
    : fail(Msg.notFound, ResultCode.NOT_FOUND);
}

/** One header's value, or null when absent, empty or sent twice. */
function headerText(value: string | string[] | undefined): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}
