import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  ITEM_BANK_FILE_MAX_BYTES,
  Msg,
  PLATFORM_TENANT_ID,
  PUBLIC_BODY_LIMIT,
  UPLOAD_FILE_MAX_BYTES,
} from '@xinmiao/shared';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { Accounts } from './core/accounts.ts';
import { registerApiDocs } from './core/api-docs.ts';
import { registerBodyParsers } from './core/body-parsers.ts';
import { type Cache, namespacedCache } from './core/cache.ts';
import { type ChatAppEndpoints, ChatApps, DEFAULT_CHAT_APP_ENDPOINTS } from './core/chat-apps.ts';
import { fail } from './core/envelope.ts';
import { installErrorHandler } from './core/errors.ts';
import type { FileStorage } from './core/files/file-storage.ts';
import { localFileStorage } from './core/files/local-storage.ts';
import { MediaLinks } from './core/files/media-links.ts';
import { FormTables } from './core/form-tables.ts';
import { registerHealth } from './core/health.ts';
import { withRedactedRequests } from './core/log-redaction.ts';
import { jobHandlers, moduleRegistry } from './core/module.ts';
import { registerMultipart } from './core/multipart.ts';
import { registerNulGuard } from './core/nul-guard.ts';
import { OidcClients } from './core/oidc.ts';
import { PermissionService } from './core/permissions.ts';
import { type RateLimitOptions, registerRateLimits } from './core/rate-limits.ts';
import { RegionRollups } from './core/region-rollups.ts';
import { BASE_PATH, notFoundReply, Registrar } from './core/register-route.ts';
import { DEFAULT_REQUEST_DEADLINE_MS, registerRequestDeadline } from './core/request-deadline.ts';
import { Scheduler } from './core/scheduler/scheduler.ts';
import { ensureSecret, installationNamespace } from './core/secret.ts';
import { secretBox } from './core/secret-box.ts';
import { registerSecurityHeaders } from './core/security-headers.ts';
import type { Services } from './core/services.ts';
import { SessionStore } from './core/session-store.ts';
import { SignedLinks } from './core/signed-links.ts';
import { logSmsProvider, type SmsProvider } from './core/sms.ts';
import { schoolSms } from './core/sms-gateways/school-sms.ts';
import { DEFAULT_SMS_ENDPOINTS, type SmsEndpoints } from './core/sms-gateways/types.ts';
import { inArrivalOrder } from './db/turn-order.ts';
import type { Db } from './db/types.ts';
import { MODULES } from './modules/index.ts';
import { tellAccountAdmins } from './modules/users/index.ts';
import { Notifier, type RealtimeOptions } from './realtime/notifier.ts';
import { registerNoticeSocket } from './realtime/socket-route.ts';
import { registerVxeSocket } from './realtime/vxe-socket-route.ts';

export type AppDeps = {
  db: Db;
  cache?: Cache | null;
  loginCaptcha?: boolean;
  logger?: FastifyServerOptions['logger'];
  /** The installation's SMS provider, used for schools without a gateway of their own. */
  sms?: SmsProvider;
  /** Gateway API addresses; tests point them at local fake gateways. */
  smsEndpoints?: SmsEndpoints;
  /** Enterprise chat platforms' sign-in and API addresses; tests point them at local servers. */
  chatAppEndpoints?: ChatAppEndpoints;
  /** Development only: the default SMS provider writes codes to the log. */
  smsDevLog?: boolean;
  /** Built console (`apps/web/dist`), served with an SPA fallback when present. */
  webDist?: string | undefined;
  realtime?: RealtimeOptions;
  /** Sign-in rate limits: counted in Redis when `redisUrl` is set; `limits` replaces the defaults. */
  rateLimit?: RateLimitOptions;
  /** An unanswered request is answered 系统繁忙 after this long (`REQUEST_DEADLINE_MS`). */
  requestDeadlineMs?: number;
  /** Upload storage; default: local disk in a fresh temporary directory (tests, throwaway runs). */
  files?: FileStorage;
  /** Proxies whose X-Forwarded-For is believed (`TRUST_PROXY`); none by default. */
  trustProxy?: string[] | undefined;
  /** This console's origin (`PUBLIC_URL`), where the entry from a JeecgBoot frame lands. */
  publicUrl?: string | undefined;
  /** Tests only: accept plain-http OpenID providers (theirs runs on the loopback). */
  oidcAllowHttp?: boolean;
  /** JeecgBoot consoles allowed to frame this console's pages (`CONSOLE_FRAME_ORIGINS`). */
  frameOrigins?: readonly string[];
  /** `/v3/api-docs` for administrators and its `/doc.html` viewer (`API_DOCS`); on by default. */
  apiDocs?: boolean;
};

// Returned as a pair: a Fastify instance is thenable, so an async function cannot return it bare.
export type App = { app: FastifyInstance; services: Services; registrar: Registrar };

function isHtmlNavigation(url: string): boolean {
  const pathname = url.split('?')[0] ?? url;
  return !pathname.startsWith(BASE_PATH) && path.extname(pathname) === '';
}

/** The whole HTTP application on an already migrated database. Tests call this directly. */
export async function buildApp(deps: AppDeps): Promise<App> {
  // Routes raise their own limit (`Registrar`); paths nobody registered keep the anonymous one.
  const app = Fastify({
    logger: withRedactedRequests(deps.logger),
    bodyLimit: PUBLIC_BODY_LIMIT,
    ...(deps.trustProxy === undefined ? {} : { trustProxy: deps.trustProxy }),
  });
  // The embedded database serves older requests' statements first (db/turn-order.ts).
  app.addHook('onRequest', (_request, _reply, done) => inArrivalOrder(done));
  const secret = await ensureSecret(deps.db);
  const secrets = secretBox(secret);
  // Everything this installation keeps in or sends through Redis lives under its own namespace.
  const namespace = installationNamespace(secret);
  const cache = deps.cache ? namespacedCache(deps.cache, `${namespace}:`) : null;
  const permissions = new PermissionService(deps.db, cache);
  const notifier = await Notifier.create(
    deps.realtime ?? {},
    namespace,
    app.log,
    async (userId, tenantId, code) => (await permissions.codes(userId, tenantId)).has(code),
  );
  app.addHook('onClose', () => notifier.close());
  const scheduler = new Scheduler(deps.db, jobHandlers(MODULES, { notifier }), app.log);
  app.addHook('onClose', () => scheduler.stop());
  const sessions = new SessionStore(deps.db, cache, (hashes, reason) =>
    notifier.closeSessions(hashes, reason),
  );
  const services: Services = {
    db: deps.db,
    cache,
    sessions,
    permissions,
    sms: schoolSms({
      db: deps.db,
      secret,
      box: secrets,
      fallback: deps.sms ?? logSmsProvider(app.log, deps.smsDevLog),
      endpoints: deps.smsEndpoints ?? DEFAULT_SMS_ENDPOINTS,
    }),
    secrets,
    notifier,
    secret,
    loginCaptcha: deps.loginCaptcha ?? true,
    scheduler,
    files: deps.files ?? localFileStorage(mkdtempSync(path.join(tmpdir(), 'xinmiao-files-'))),
    mediaLinks: new MediaLinks(secret, deps.db),
    signedLinks: new SignedLinks(secret, deps.db),
    accounts: new Accounts({ db: deps.db, sessions, permissions }, tellAccountAdmins(notifier)),
    registry: moduleRegistry(MODULES),
    regionRollups: new RegionRollups(deps.db, PLATFORM_TENANT_ID),
    publicUrl: deps.publicUrl ?? '',
    oidc: new OidcClients(deps.oidcAllowHttp ?? false),
    chatApps: new ChatApps(deps.chatAppEndpoints ?? DEFAULT_CHAT_APP_ENDPOINTS),
    formTables: new FormTables(deps.db, (tenantId) => permissions.invalidateTenant(tenantId)),
  };

  installErrorHandler(app);
  registerRequestDeadline(app, deps.requestDeadlineMs ?? DEFAULT_REQUEST_DEADLINE_MS);
  registerSecurityHeaders(app, deps.frameOrigins ?? []);
  registerBodyParsers(app);
  await registerRateLimits(app, namespace, deps.rateLimit);
  // Each upload route checks its own limit; the multipart limit is the largest of them.
  await registerMultipart(app, Math.max(ITEM_BANK_FILE_MAX_BYTES, UPLOAD_FILE_MAX_BYTES));
  registerNulGuard(app);
  await registerNoticeSocket(app, services.sessions, notifier.hub, deps.realtime?.pingIntervalMs);
  registerVxeSocket(app, services.sessions, services.permissions, notifier, deps.realtime?.pingIntervalMs);
  const registrar = new Registrar(app, services);
  for (const mod of MODULES) mod.register(registrar, services);
  registerHealth(registrar, { db: deps.db, cache, log: app.log });
  if (deps.apiDocs ?? true) registerApiDocs(registrar);

  const webDist =
    deps.webDist && existsSync(path.join(deps.webDist, 'index.html')) ? deps.webDist : undefined;
  if (webDist) {
    await app.register(fastifyStatic, {
      root: path.resolve(webDist),
      prefix: '/',
      preCompressed: true,
      // Hashed bundle names change with their content, so they may be cached for good; index.html may not.
      setHeaders: (reply, filePath) => {
        reply.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    if (webDist && request.method === 'GET' && isHtmlNavigation(request.url)) {
      return reply.type('text/html').sendFile('index.html');
    }
    if (!(request.url.split('?')[0] ?? '').startsWith(BASE_PATH)) {
      return reply.status(404).send(fail(Msg.notFound, 404));
    }
    return reply.status(200).send(notFoundReply(registrar, request.url));
  });

  return { app, services, registrar };
}
