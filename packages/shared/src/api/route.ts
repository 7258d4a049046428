import type { z } from 'zod';
import type { PermissionCode } from '../auth/permissions.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call a route. Every route states one of these; the server refuses to start with a route
 * that states none.
 * - `public`: no session (login, captcha…);
 * - `login`: any signed-in user acting on their own session (menu, logout, own password…);
 * - a permission code: the user's roles must grant it.
 */
export type Access = 'public' | 'login' | PermissionCode;

export type RouteDef = {
  /** First method is what the console sends; the others are accepted for JeecgBoot compatibility. */
  method: HttpMethod | readonly HttpMethod[];
  /** Path below `/jeecg-boot`, with `:param` segments. */
  path: string;
  access: Access;
  summary: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response?: z.ZodType;
  /**
   * When set, each successful read writes one read-audit row with the ids of the records it
   * returned (PIPL Art. 28 data).
   */
  auditRead?: boolean;
  /**
   * The operation log entry of a successful call, as an action (`发布系统通告`), or `false` for a
   * route that changes nothing whatever its method (a scoring preview). A route that states an
   * operation is logged over any method, GET and HEAD included (JeecgBoot releases announcements
   * over GET). Unstated: GET routes are reads; other methods are logged under `summary`.
   */
  operation?: string | false;
  /**
   * Largest request body in bytes. Default: `PUBLIC_BODY_LIMIT` for `public` routes,
   * `SIGNED_IN_BODY_LIMIT` otherwise. Multipart uploads are bounded by the upload limits instead.
   */
  bodyLimit?: number;
  /** Largest uploaded file of a multipart route in bytes, when it differs from the shared upload limit. */
  fileLimit?: number;
  /**
   * A download opened by the browser itself (link, `<img>`), which cannot send headers: only these
   * routes accept the session token as `?token=`.
   */
  download?: true;
  /**
   * Callable by an account that must still change its initial password (changing it, signing out,
   * reading its own info); every other signed-in route answers `PASSWORD_CHANGE_REQUIRED` then.
   */
  beforePasswordChange?: true;
  /**
   * Lists the school's people or structure (table dictionaries, department, category and role
   * trees): refused (510) to an account whose permissions are only the 学生 role's, so a student
   * cannot enumerate the school's accounts, 学号 and names.
   */
  staffOnly?: true;
  /**
   * Answered as is, without the envelope, with the HTTP status the handler sets (health probes,
   * the API document): `response` then describes the whole body.
   */
  bare?: true;
};

/**
 * Header carrying the optional 查看目的 of an `auditRead` request, percent-encoded (header values
 * are Latin-1); stored on the read's audit row, at most `READ_PURPOSE_MAX` characters.
 */
export const READ_PURPOSE_HEADER = 'x-read-purpose';
export const READ_PURPOSE_MAX = 100;

/** Body limit of anonymous routes and of paths nobody registered. */
export const PUBLIC_BODY_LIMIT = 64 * 1024;
/** Default body limit of signed-in JSON routes. */
export const SIGNED_IN_BODY_LIMIT = 1024 * 1024;

export function defineRoute<const D extends RouteDef>(def: D): D {
  return def;
}

type Infer<S> = S extends z.ZodType ? z.output<S> : undefined;
type InferIn<S> = S extends z.ZodType ? z.input<S> : undefined;

export type RouteParams<D extends RouteDef> = Infer<D['params']>;
export type RouteQuery<D extends RouteDef> = Infer<D['query']>;
export type RouteBody<D extends RouteDef> = Infer<D['body']>;
export type RouteResult<D extends RouteDef> = D['response'] extends z.ZodType
  ? z.output<D['response']>
  : unknown;

/** What a caller (the console) passes: pre-parse input types, so defaults may be omitted. */
export type RouteInput<D extends RouteDef> = {
  params?: InferIn<D['params']>;
  query?: InferIn<D['query']>;
  body?: InferIn<D['body']>;
};

export function primaryMethod(def: RouteDef): HttpMethod {
  return typeof def.method === 'string' ? def.method : (def.method[0] ?? 'GET');
}

export function allMethods(def: RouteDef): HttpMethod[] {
  return typeof def.method === 'string' ? [def.method] : [...def.method];
}

/** Fills `:name` segments; values are URI-encoded so a parameter can never add a path segment. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) =>
    encodeURIComponent(String(params?.[name] ?? '')),
  );
}
