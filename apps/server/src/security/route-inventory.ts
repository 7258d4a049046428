import * as shared from '@xinmiao/shared';
import {
  allMethods,
  isPermissionCode,
  NOTICE_SOCKET_PATH,
  type RouteDef,
  VXE_SOCKET_PATH,
} from '@xinmiao/shared';
import type { FastifyInstance } from 'fastify';
import { BASE_PATH } from '../core/register-route.ts';

export type RegisteredRoute = { path: string; methods: string[] };

/**
 * The only routes that answer without a session: the sign-in flow itself (and whether it asks a
 * captcha), the redemption of a one-time console entry code, and the file a signed media link
 * names (the link is the grant); and the health probes, which answer a bare status.
 */
export const PUBLIC_ROUTES: readonly string[] = [
  '/sys/loginConfig',
  '/sys/randomImage/:key',
  '/sys/checkCaptcha',
  '/sys/login',
  '/sys/loginGetUserDeparts',
  '/sys/sms',
  '/sys/phoneLogin',
  '/sys/logout',
  '/sys/common/media/:tenantId/:fileId',
  // An avatar or editor image as JeecgBoot's consoles build its <img> (the signed name is the grant).
  '/sys/common/static/pub/:name',
  '/sys/embed/exchange',
  // 找回密码 by SMS (issue 30): a code for that purpose only, then a new password.
  '/sys/recover/sms',
  '/sys/recover/password',
  // 自助注册 (issue 30): whether a school is open, a code bound to its registration, the application.
  '/sys/register/school',
  '/sys/register/sms',
  '/sys/register/submit',
  // 统一身份认证 (issue 30): the school's providers, the trip to one, binding a first-time identity.
  '/sys/oidc/providers',
  // The name of the school a sign-in link (`?school=`) is for; '' for anything but a live school.
  '/sys/oidc/schoolName',
  '/sys/oidc/start',
  '/sys/oidc/callback',
  '/sys/oidc/bindSms',
  '/sys/oidc/bind',
  // CAS (JeecgBoot's path): a ticket from the school's CAS server, validated there.
  '/sys/cas/client/validateLogin',
  // 企业微信, 钉钉, 飞书 (JeecgBoot's path): the one-time token a chat app's sign-in returned, for a session.
  '/sys/thirdLogin/getLoginUser/:token/:thirdType',
  // Health probes for the proxy and the orchestrator (issue 24): a bare status, no data.
  '/actuator/health',
  '/actuator/health/liveness',
  '/actuator/health/readiness',
  // The API document's viewer: a static page with no data (the document itself needs an administrator).
  '/doc.html',
  // JS增强's sandbox frame (issue 29): a static page of its own policy that an opaque-origin frame
  // loads without a session; scripts reach it only by postMessage, never data or a token.
  '/online/cgform/enhance/sandbox',
  // 家长学堂 (issue 26): a guardian's lecture page, opened by a signed link or QR code. Each call's
  // school is the one its signed token names (core/signed-links.ts); no tenant header is read.
  '/parent/lecture/info',
  '/parent/lecture/sms',
  '/parent/lecture/register',
  '/parent/lecture/mine',
  '/parent/lecture/checkIn',
  '/parent/lecture/feedback',
  '/parent/lecture/replay',
];

/**
 * Websocket routes: not `defineRoute`s, because they authenticate during the handshake (the session
 * token as `Sec-WebSocket-Protocol`, checked by the same session store) and close with 4401 without
 * one. A plain HTTP GET on them gets the unknown-path envelope. Listed here on purpose, like
 * `PUBLIC_ROUTES`.
 */
export const SOCKET_ROUTES: readonly string[] = [NOTICE_SOCKET_PATH, VXE_SOCKET_PATH];

const TREE_LINE = /^((?:│ {3}| {4})*)(?:├── |└── )(.*)$/;
const NODE = /^(.*?)(?: \(([A-Z, ]+)\))?$/;

/**
 * Every route Fastify serves, read back from `printRoutes`: it sees routes added around the
 * registrar too, which is the point. Each parsed route is confirmed with `hasRoute`.
 */
export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  const stack: string[] = [];
  const routes: RegisteredRoute[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const tree = TREE_LINE.exec(line);
    if (!tree) continue;
    const depth = (tree[1] ?? '').length / 4;
    const node = NODE.exec(tree[2] ?? '');
    const segment = node?.[1] ?? '';
    const parent = depth === 0 ? '' : (stack[depth - 1] ?? '');
    const full = depth === 0 && !segment.startsWith('/') ? `/${segment}` : parent + segment;
    stack[depth] = full;
    stack.length = depth + 1;
    const methods = node?.[2]?.split(', ') ?? [];
    if (methods.length) routes.push({ path: full, methods });
  }
  for (const route of routes) {
    for (const method of route.methods) {
      const known = app.hasRoute({ url: route.path, method: method as 'GET' });
      if (!known) throw new Error(`route inventory misread ${method} ${route.path}`);
    }
  }
  return routes;
}

function isRouteDef(value: unknown): value is RouteDef {
  return (
    typeof value === 'object' &&
    value !== null &&
    'path' in value &&
    typeof value.path === 'string' &&
    'access' in value &&
    'method' in value &&
    'summary' in value
  );
}

/**
 * Every `defineRoute` the shared package exports: route groups such as `sessionRoutes`, and groups
 * of groups such as `structureRoutes.college`.
 */
export function declaredRoutes(): RouteDef[] {
  const found: RouteDef[] = [];
  const collect = (value: unknown, depth: number): void => {
    if (typeof value !== 'object' || value === null) return;
    if (isRouteDef(value)) found.push(value);
    else if (depth > 0) for (const inner of Object.values(value)) collect(inner, depth - 1);
  };
  for (const value of Object.values(shared)) collect(value, 2);
  return found;
}

export function validAccess(def: RouteDef): boolean {
  return def.access === 'public' || def.access === 'login' || isPermissionCode(def.access);
}

/** The contract route Fastify serves at `path` with `method` (HEAD rides on GET). */
export function declarationOf(path: string, method: string): RouteDef | undefined {
  const wanted = method === 'HEAD' ? 'GET' : method;
  return declaredRoutes().find(
    (def) => `${BASE_PATH}${def.path}` === path && (allMethods(def) as string[]).includes(wanted),
  );
}

/**
 * Routes that break the access rule: under `/jeecg-boot` without a contract declaration (or with an
 * invalid access), anything else besides the console's static catch-all.
 */
export function accessViolations(app: FastifyInstance, servesConsole: boolean): string[] {
  const problems: string[] = [];
  for (const route of registeredRoutes(app)) {
    for (const method of route.methods) {
      if (SOCKET_ROUTES.some((p) => `${BASE_PATH}${p}` === route.path) && ['GET', 'HEAD'].includes(method)) {
        continue;
      }
      if (route.path.startsWith(`${BASE_PATH}/`)) {
        const def = declarationOf(route.path, method);
        if (!def) problems.push(`${method} ${route.path}: no declared access`);
        else if (!validAccess(def)) problems.push(`${method} ${route.path}: invalid access ${def.access}`);
        else if (def.access === 'public' && !PUBLIC_ROUTES.includes(def.path)) {
          problems.push(`${method} ${route.path}: anonymous route outside the sign-in flow`);
        }
      } else if (!(servesConsole && route.path === '/*' && (method === 'GET' || method === 'HEAD'))) {
        problems.push(`${method} ${route.path}: outside ${BASE_PATH} and not the console`);
      }
    }
  }
  return problems;
}

const SAMPLE_PARAMS: Record<string, string> = { key: 'probe-key', dictCode: 'sex' };

/** A concrete URL for a route path, `:params` filled with harmless values. */
export function sampleUrl(path: string): string {
  return path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => SAMPLE_PARAMS[name] ?? 'probe');
}
