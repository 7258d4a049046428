import type { RouteDef } from '@xinmiao/shared';
import { eq } from 'drizzle-orm';
import { sysUser } from '../db/schema.ts';
import type { Db } from '../db/types.ts';
import type { AuthCtx } from './context.ts';
import { LogType, writeLog } from './sys-log.ts';

/** JeecgBoot operate_type. */
export const OperateType = { QUERY: 1, ADD: 2, EDIT: 3, DELETE: 4, IMPORT: 5, EXPORT: 6 } as const;

// Order matters: `importItems` is an import, `deleteBatch` a delete.
const VERBS: readonly [string, number][] = [
  ['import', OperateType.IMPORT],
  ['export', OperateType.EXPORT],
  ['delete', OperateType.DELETE],
  ['add', OperateType.ADD],
  ['edit', OperateType.EDIT],
  ['list', OperateType.QUERY],
];

function verbType(word: string): number | undefined {
  const lower = word.toLowerCase();
  return VERBS.find(([verb]) => lower.startsWith(verb))?.[1];
}

/**
 * operate_type of a write: the permission's action (`system:user:add` → add), else the last path
 * segment (`/sys/user/deleteBatch` → delete), else the HTTP method (DELETE → delete, other → edit).
 */
export function operateTypeOf(permission: string, path: string, method: string): number {
  const action = permission.split(':').at(-1) ?? '';
  const segment = path.split('/').at(-1) ?? '';
  return (
    verbType(action) ??
    verbType(segment) ??
    (method.toUpperCase() === 'DELETE' ? OperateType.DELETE : OperateType.EDIT)
  );
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a successful call is a state change: what the contract's `operation` says, else (a route
 * that states nothing) any method but GET, HEAD and OPTIONS. Fastify answers HEAD on every GET
 * route by running its handler, so a HEAD on a changing GET route is an operation too.
 */
export function changesState(def: RouteDef, method: string): boolean {
  if (def.operation !== undefined) return def.operation !== false;
  return !READ_METHODS.has(method.toUpperCase());
}

/** What the handler said it acted on (`ctx.logSubject`), to name it in the log. */
export type OperationSubject = { names: string[]; action?: string };

const MAX_NAMED = 10;

/**
 * The log line: the action (the handler's, else the contract's `operation`, else its summary)
 * followed by the records it acted on — `启用量表 SCL-90`, `删除测评套餐 A、B 等 12 项`.
 */
export function describeOperation(def: RouteDef, subject: OperationSubject): string {
  const action = subject.action ?? (def.operation || def.summary || def.path);
  const names = subject.names.filter((n) => n.trim() !== '');
  if (names.length === 0) return action;
  const shown = names.slice(0, MAX_NAMED).join('、');
  return names.length > MAX_NAMED ? `${action} ${shown} 等 ${names.length} 项` : `${action} ${shown}`;
}

function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return [...new Set(value.flatMap(keysOf))];
  return value && typeof value === 'object' ? Object.keys(value) : [];
}

/**
 * Names of the validated parameters, never their values: bodies may carry passwords or a
 * student's answers. Null when the call had none.
 */
export function parameterNames(input: { params: unknown; query: unknown; body: unknown }): string | null {
  const names = Object.fromEntries(
    Object.entries(input)
      .map(([part, value]) => [part, keysOf(value).sort()] as const)
      .filter(([, keys]) => keys.length > 0),
  );
  return Object.keys(names).length ? JSON.stringify(names) : null;
}

export type Operation = {
  /** The log line ({@link describeOperation}). */
  description: string;
  /** Route template, e.g. `/sys/user/edit`. */
  route: string;
  /** Path actually called, without the query string. */
  url: string;
  httpMethod: string;
  operateType: number;
  requestParam: string | null;
  costTime: number;
};

/**
 * Writes one operation row (log_type 2) in the caller's tenant. Never rejects: an audit write that
 * fails is reported to the request log, and the business call it describes has already succeeded.
 */
export async function recordOperation(db: Db, ctx: AuthCtx, op: Operation): Promise<void> {
  try {
    const [user] = await db
      .select({ realname: sysUser.realname })
      .from(sysUser)
      .where(eq(sysUser.id, ctx.userId));
    await writeLog(ctx.db, {
      logType: LogType.OPERATION,
      logContent: op.description,
      operateType: op.operateType,
      username: ctx.username,
      realname: user?.realname ?? ctx.username,
      ip: ctx.ip,
      requestUrl: op.url,
      method: op.route,
      requestType: op.httpMethod,
      requestParam: op.requestParam,
      costTime: op.costTime,
    });
  } catch (err) {
    ctx.log.error({ err, url: op.url }, 'operation log write failed');
  }
}
