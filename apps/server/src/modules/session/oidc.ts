import {
  CAS_CALLBACK_PATH,
  CHAT_APP_KINDS,
  CHAT_APP_LOGIN_PATH,
  type ChatAppKind,
  Msg,
  OIDC_CALLBACK_PATH,
  OIDC_MESSAGES,
  type OidcCallbackResult,
  oidcRoutes,
  signInProtocolOf,
} from '@xinmiao/shared';
import { and, asc, eq, lt } from 'drizzle-orm';
import { addressKey } from '../../core/address-key.ts';
import { type CasIdentity, validateCasTicket } from '../../core/cas.ts';
import type { ChatAppSettings } from '../../core/chat-apps.ts';
import type { PublicCtx } from '../../core/context.ts';
import { fail, ok, okMsg, type Reply } from '../../core/envelope.ts';
import { OidcRefused, type OidcSettings } from '../../core/oidc.ts';
import type { Registrar } from '../../core/register-route.ts';
import type { Services } from '../../core/services.ts';
import { LogType, writeLog } from '../../core/sys-log.ts';
import { TenantDb } from '../../core/tenant-db.ts';
import { usable, userTenants } from '../../core/tenants.ts';
import { chinaDateTime } from '../../core/time.ts';
import { newToken, sha256 } from '../../core/tokens.ts';
import { newId } from '../../db/ids.ts';
import { sysOidcBinding, sysOidcFlow, sysOidcProvider, sysTenant, sysUser } from '../../db/schema.ts';
import { completeLogin } from './complete-login.ts';
import { signedIn } from './lockout.ts';
import { checkSignIn } from './sign-in-check.ts';
import { sendPhoneCode } from './sms.ts';
import type { UserRow } from './user-info.ts';

/** An authorization at the provider, and then an identity waiting to be bound, each live this long. */
export const OIDC_FLOW_TTL_MS = 10 * 60_000;
/** How long the token an enterprise chat app's sign-in hands the page stays good (used at once). */
export const THIRD_LOGIN_TOKEN_TTL_MS = 60_000;
/** How long a used CAS ticket is remembered (CAS tickets live seconds to minutes). */
const CAS_TICKET_MEMORY_MS = 24 * 3600_000;

type ProviderRow = typeof sysOidcProvider.$inferSelect;
type FlowRow = typeof sysOidcFlow.$inferSelect;

async function enabledProvider(services: Services, tenantId: number, id: string, protocol?: string) {
  const [row] = await services.db
    .select()
    .from(sysOidcProvider)
    .where(
      and(eq(sysOidcProvider.tenantId, tenantId), eq(sysOidcProvider.id, id), eq(sysOidcProvider.enabled, 1)),
    );
  return row && (protocol === undefined || row.protocol === protocol) ? row : undefined;
}

const chatKindOf = (row: ProviderRow): ChatAppKind | undefined =>
  CHAT_APP_KINDS.find((kind) => kind === row.protocol);

function chatSettingsOf(services: Services, row: ProviderRow, kind: ChatAppKind): ChatAppSettings {
  return { kind, clientId: row.clientId, clientSecret: services.secrets.open(row.clientSecretSealed) };
}

function settingsOf(services: Services, row: ProviderRow): OidcSettings {
  return {
    issuer: row.issuer,
    clientId: row.clientId,
    clientSecret: services.secrets.open(row.clientSecretSealed),
    scopes: row.scopes,
  };
}

/** A flow of `kind` by the key the browser holds, live; `take` uses it up (only one caller gets it). */
async function flowOf(
  services: Services,
  key: string,
  kind: 'authorize' | 'bind' | 'third-login',
  take: boolean,
): Promise<FlowRow | undefined> {
  const where = and(eq(sysOidcFlow.keyHash, sha256(key)), eq(sysOidcFlow.kind, kind));
  const [row] = take
    ? await services.db.delete(sysOidcFlow).where(where).returning()
    : await services.db.select().from(sysOidcFlow).where(where);
  return row && row.expiresAt.getTime() > Date.now() ? row : undefined;
}

async function newFlow(
  services: Services,
  values: Omit<FlowRow, 'keyHash' | 'expiresAt'>,
  ttlMs = OIDC_FLOW_TTL_MS,
): Promise<string> {
  const key = newToken();
  await services.db.delete(sysOidcFlow).where(lt(sysOidcFlow.expiresAt, new Date()));
  await services.db
    .insert(sysOidcFlow)
    .values({ ...values, keyHash: sha256(key), expiresAt: new Date(Date.now() + ttlMs) });
  return key;
}

async function schoolName(services: Services, tenantId: number): Promise<string> {
  const [row] = await services.db
    .select({ name: sysTenant.name })
    .from(sysTenant)
    .where(eq(sysTenant.id, tenantId));
  return row?.name ?? '';
}

/** A live account of school `tenantId`, for binding: the school's own accounts and its members. */
async function memberOfSchool(services: Services, user: UserRow, tenantId: number) {
  if (user.delFlag !== 0) return false;
  return (await userTenants(services.db, user.id)).some((t) => t.id === tenantId && usable(t));
}

function refusal(ctx: PublicCtx, error: unknown): Reply<null> {
  if (!(error instanceof OidcRefused)) throw error;
  ctx.log.warn({ reason: error.reason, detail: error.message }, 'school sign-in refused');
  return fail(OIDC_MESSAGES[error.reason]);
}

/**
 * 统一身份认证 (OpenID Connect, or CAS behind the school's switch) sign-in, per school. The PKCE verifier, state and nonce stay on the
 * server under a key only the starting browser holds, so a callback address replayed or carried to
 * another browser opens nothing. A known identity signs in to its school only (the session is
 * pinned there); an unknown one gets a ten-minute ticket to bind an existing account of that
 * school, proven by its password or an SMS code to its phone.
 */
export function registerOidc(r: Registrar, services: Services): void {
  const redirectUri = () => `${services.publicUrl}${OIDC_CALLBACK_PATH}`;
  /** The console page the CAS server returns to, naming the school and its provider. */
  const casService = (provider: ProviderRow) =>
    `${services.publicUrl}${CAS_CALLBACK_PATH}?${new URLSearchParams({ school: String(provider.tenantId), provider: provider.id })}`;

  /** Where an enterprise chat platform returns the browser: the page that started the sign-in. */
  const chatRedirectUri = () => `${services.publicUrl}${CHAT_APP_LOGIN_PATH}`;

  /**
   * A known identity signs in to the provider's school only; a new one gets a ticket to bind. An
   * enterprise chat app's member gets JeecgBoot's one-time token instead of the login, which the page
   * turns into the session at `/sys/thirdLogin/getLoginUser/{token}/{thirdType}`.
   */
  async function signInOrBind(
    ctx: PublicCtx,
    provider: ProviderRow,
    subject: string,
    claimed: string,
  ): Promise<Reply<OidcCallbackResult> | Reply<null>> {
    const [binding] = await services.db
      .select({ user: sysUser })
      .from(sysOidcBinding)
      .innerJoin(sysUser, eq(sysUser.id, sysOidcBinding.userId))
      .where(
        and(
          eq(sysOidcBinding.tenantId, provider.tenantId),
          eq(sysOidcBinding.providerId, provider.id),
          eq(sysOidcBinding.subject, subject),
          eq(sysUser.delFlag, 0),
        ),
      );
    if (binding) {
      if (binding.user.status !== 1) return fail(Msg.userFrozen);
      const thirdType = chatKindOf(provider);
      if (thirdType) {
        const token = await newFlow(
          services,
          {
            kind: 'third-login',
            tenantId: provider.tenantId,
            providerId: provider.id,
            state: null,
            nonce: null,
            codeVerifier: null,
            subject: binding.user.id,
            username: null,
          },
          THIRD_LOGIN_TOKEN_TTL_MS,
        );
        return ok({ kind: 'third' as const, token, thirdType });
      }
      const login = await completeLogin(services, binding.user, {
        ip: ctx.ip,
        device: ctx.userAgent,
        school: provider.tenantId,
      });
      if (login.result === null) return fail(login.message, login.code);
      return ok({ kind: 'login' as const, login: login.result });
    }
    const username = claimed.slice(0, 64);
    const ticket = await newFlow(services, {
      kind: 'bind',
      tenantId: provider.tenantId,
      providerId: provider.id,
      state: null,
      nonce: null,
      codeVerifier: null,
      subject,
      username,
    });
    return ok({
      kind: 'bind' as const,
      ticket,
      providerName: provider.name,
      schoolName: await schoolName(services, provider.tenantId),
      username,
    });
  }

  r.route(oidcRoutes.providers, async (_ctx, { query }) => {
    const rows = await services.db
      .select({ id: sysOidcProvider.id, name: sysOidcProvider.name, protocol: sysOidcProvider.protocol })
      .from(sysOidcProvider)
      .innerJoin(sysTenant, eq(sysTenant.id, sysOidcProvider.tenantId))
      .where(
        and(
          eq(sysOidcProvider.tenantId, query.tenantId),
          eq(sysOidcProvider.enabled, 1),
          eq(sysTenant.status, 1),
          eq(sysTenant.delFlag, 0),
        ),
      )
      .orderBy(asc(sysOidcProvider.createTime));
    return ok(rows.map((row) => ({ ...row, protocol: signInProtocolOf(row.protocol) })));
  });

  r.route(oidcRoutes.start, async (ctx, { body }) => {
    const provider = await enabledProvider(services, body.tenantId, body.providerId);
    if (!provider) return fail(OIDC_MESSAGES.notFound);
    if (!/^https?:\/\//.test(services.publicUrl)) return fail(OIDC_MESSAGES.noPublicUrl);
    if (provider.protocol === 'cas') {
      const service = casService(provider);
      return ok({ authorizeUrl: `${provider.issuer}/login?${new URLSearchParams({ service })}`, flow: '' });
    }
    const chat = chatKindOf(provider);
    if (chat) {
      const state = newToken();
      const flow = await newFlow(services, {
        kind: 'authorize',
        tenantId: provider.tenantId,
        providerId: provider.id,
        state,
        nonce: null,
        codeVerifier: null,
        subject: null,
        username: null,
      });
      const settings = chatSettingsOf(services, provider, chat);
      return ok({ authorizeUrl: services.chatApps.authorizeUrl(settings, chatRedirectUri(), state), flow });
    }
    try {
      const auth = await services.oidc.authorize(settingsOf(services, provider), redirectUri());
      const flow = await newFlow(services, {
        kind: 'authorize',
        tenantId: provider.tenantId,
        providerId: provider.id,
        state: auth.state,
        nonce: auth.nonce,
        codeVerifier: auth.codeVerifier,
        subject: null,
        username: null,
      });
      return ok({ authorizeUrl: auth.url, flow });
    } catch (error) {
      return refusal(ctx, error);
    }
  });

  r.route(oidcRoutes.callback, async (ctx, { body }) => {
    const flow = await flowOf(services, body.flow, 'authorize', true);
    if (!flow?.state) return fail(OIDC_MESSAGES.flowExpired);
    const provider = await enabledProvider(services, flow.tenantId, flow.providerId);
    if (!provider || provider.protocol === 'cas') return fail(OIDC_MESSAGES.notFound);
    const chat = chatKindOf(provider);
    if (chat) {
      // 钉钉 names its code `authCode`; the others `code`.
      const answer = new URLSearchParams(body.params.replace(/^\?/, ''));
      if (answer.get('state') !== flow.state) return fail(OIDC_MESSAGES.stateMismatch);
      const code = answer.get('code') ?? answer.get('authCode');
      if (!code) return fail(OIDC_MESSAGES.refused);
      try {
        const settings = chatSettingsOf(services, provider, chat);
        const member = await services.chatApps.identify(settings, code, chatRedirectUri());
        return await signInOrBind(ctx, provider, member.subject, member.name);
      } catch (error) {
        return refusal(ctx, error);
      }
    }
    if (!flow.nonce || !flow.codeVerifier) return fail(OIDC_MESSAGES.flowExpired);
    let identity: { subject: string; claims: Record<string, unknown> };
    try {
      identity = await services.oidc.redeem(
        settingsOf(services, provider),
        new URL(`${redirectUri()}?${body.params.replace(/^\?/, '')}`),
        { state: flow.state, nonce: flow.nonce, codeVerifier: flow.codeVerifier },
        provider.usernameClaim,
      );
    } catch (error) {
      return refusal(ctx, error);
    }
    const claimed = identity.claims[provider.usernameClaim];
    return signInOrBind(ctx, provider, identity.subject, typeof claimed === 'string' ? claimed : '');
  });

  r.route(oidcRoutes.casValidate, async (ctx, { query }) => {
    let service: URL;
    try {
      service = new URL(query.service);
    } catch {
      return fail(OIDC_MESSAGES.casServiceInvalid);
    }
    if (`${service.origin}${service.pathname}` !== `${services.publicUrl}${CAS_CALLBACK_PATH}`) {
      return fail(OIDC_MESSAGES.casServiceInvalid);
    }
    const school = Number(service.searchParams.get('school'));
    const provider = Number.isSafeInteger(school)
      ? await enabledProvider(services, school, service.searchParams.get('provider') ?? '', 'cas')
      : undefined;
    if (!provider) return fail(OIDC_MESSAGES.notFound);
    if (casService(provider) !== query.service) return fail(OIDC_MESSAGES.casServiceInvalid);
    // A ticket is used once here too, whatever the CAS server remembers.
    const seen = await services.db
      .insert(sysOidcFlow)
      .values({
        keyHash: sha256(`cas\u0000${query.ticket}`),
        kind: 'cas-ticket',
        tenantId: provider.tenantId,
        providerId: provider.id,
        state: null,
        nonce: null,
        codeVerifier: null,
        subject: null,
        username: null,
        expiresAt: new Date(Date.now() + CAS_TICKET_MEMORY_MS),
      })
      .onConflictDoNothing()
      .returning({ keyHash: sysOidcFlow.keyHash });
    if (!seen.length) return fail(OIDC_MESSAGES.casTicketRefused);
    let identity: CasIdentity;
    try {
      identity = await validateCasTicket(provider.issuer, query.ticket, query.service);
    } catch (error) {
      return refusal(ctx, error);
    }
    const answer = await signInOrBind(
      ctx,
      provider,
      identity.user,
      identity.attributes[provider.usernameClaim] ?? identity.user,
    );
    // JeecgBoot's answer for a bound identity: the login itself (result.token, result.userInfo).
    if (!answer.result) return fail(answer.message, answer.code);
    if (answer.result.kind === 'login') return ok(answer.result.login);
    if (answer.result.kind === 'bind') return ok(answer.result);
    return fail(OIDC_MESSAGES.notFound);
  });

  r.route(oidcRoutes.thirdLoginUser, async (ctx, { params }) => {
    const pending = await flowOf(services, params.token, 'third-login', true);
    if (!pending?.subject) return fail(OIDC_MESSAGES.thirdTokenInvalid);
    const provider = await enabledProvider(services, pending.tenantId, pending.providerId, params.thirdType);
    if (!provider) return fail(OIDC_MESSAGES.thirdTokenInvalid);
    const [user] = await services.db
      .select()
      .from(sysUser)
      .where(and(eq(sysUser.id, pending.subject), eq(sysUser.delFlag, 0)));
    if (!user) return fail(OIDC_MESSAGES.thirdTokenInvalid);
    if (user.status !== 1) return fail(Msg.userFrozen);
    return completeLogin(services, user, { ip: ctx.ip, device: ctx.userAgent, school: pending.tenantId });
  });

  r.route(oidcRoutes.bindSms, async (ctx, { body }) => {
    const flow = await flowOf(services, body.ticket, 'bind', false);
    if (!flow) return fail(OIDC_MESSAGES.bindExpired);
    return sendPhoneCode(services, ctx, body.mobile, 'bind');
  });

  r.route(oidcRoutes.bind, async (ctx, { body }) => {
    const pending = await flowOf(services, body.ticket, 'bind', false);
    if (!pending?.subject) return fail(OIDC_MESSAGES.bindExpired);
    let user: UserRow;
    if (body.method === 'password') {
      // The provider's sign-in stands in for the captcha; the lockout counts as for the login.
      const check = await checkSignIn(
        { ...services, loginCaptcha: false },
        ctx.ip,
        {
          username: body.username,
          password: body.password,
          loginTenantId: pending.tenantId,
        },
        'consume',
      );
      if (!check.ok) return check.reply;
      await signedIn(services.db, body.username, addressKey(ctx.ip));
      user = check.user;
    } else {
      const checked = await services.sms.checkCode({
        mobile: body.mobile,
        code: body.captcha,
        purpose: 'bind',
      });
      if (checked === 'locked') return fail(Msg.smsLocked);
      if (checked !== 'ok') return fail(Msg.smsCodeWrong);
      const holders = await services.db
        .select()
        .from(sysUser)
        .where(and(eq(sysUser.phone, body.mobile), eq(sysUser.delFlag, 0)))
        .limit(2);
      if (holders.length > 1) return fail(Msg.phoneSharedByAccounts);
      const [holder] = holders;
      if (!holder) return fail(Msg.smsCodeWrong);
      if (holder.status !== 1) return fail(Msg.userFrozen);
      user = holder;
    }
    if (!(await memberOfSchool(services, user, pending.tenantId))) return fail(OIDC_MESSAGES.notMember);
    const [already] = await services.db
      .select({ id: sysOidcBinding.id })
      .from(sysOidcBinding)
      .where(
        and(
          eq(sysOidcBinding.tenantId, pending.tenantId),
          eq(sysOidcBinding.providerId, pending.providerId),
          eq(sysOidcBinding.userId, user.id),
        ),
      );
    if (already) return fail(OIDC_MESSAGES.alreadyBound);
    const flow = await flowOf(services, body.ticket, 'bind', true);
    if (!flow?.subject) return fail(OIDC_MESSAGES.bindExpired);
    const bound = await services.db
      .insert(sysOidcBinding)
      .values({
        id: newId(),
        tenantId: flow.tenantId,
        providerId: flow.providerId,
        subject: flow.subject,
        userId: user.id,
      })
      .onConflictDoNothing()
      .returning({ id: sysOidcBinding.id });
    if (!bound.length) return fail(OIDC_MESSAGES.alreadyBound);
    await services.accounts.signInBindingChangedBySelf(user.id, flow.tenantId, user.username);
    await writeLog(new TenantDb(services.db, flow.tenantId), {
      logType: LogType.LOGIN,
      logContent: `用户名: ${user.username},绑定统一身份认证`,
      username: user.username,
      realname: user.realname,
      ip: ctx.ip,
    });
    return completeLogin(services, user, { ip: ctx.ip, device: ctx.userAgent, school: flow.tenantId });
  });

  r.route(oidcRoutes.bindings, async (ctx) => {
    const rows = await services.db
      .select({
        id: sysOidcBinding.id,
        providerName: sysOidcProvider.name,
        schoolName: sysTenant.name,
        createTime: sysOidcBinding.createTime,
      })
      .from(sysOidcBinding)
      .innerJoin(
        sysOidcProvider,
        and(
          eq(sysOidcProvider.tenantId, sysOidcBinding.tenantId),
          eq(sysOidcProvider.id, sysOidcBinding.providerId),
        ),
      )
      .innerJoin(sysTenant, eq(sysTenant.id, sysOidcBinding.tenantId))
      .where(eq(sysOidcBinding.userId, ctx.userId))
      .orderBy(asc(sysOidcBinding.createTime));
    return ok(rows.map((row) => ({ ...row, createTime: chinaDateTime(row.createTime) })));
  });

  r.route(oidcRoutes.unbind, async (ctx, { query }) => {
    const [gone] = await services.db
      .delete(sysOidcBinding)
      .where(and(eq(sysOidcBinding.id, query.id), eq(sysOidcBinding.userId, ctx.userId)))
      .returning();
    if (!gone) return fail(OIDC_MESSAGES.bindingNotFound);
    await services.accounts.signInBindingChangedBySelf(ctx.userId, gone.tenantId, ctx.username);
    ctx.logSubject(ctx.username);
    return okMsg(OIDC_MESSAGES.unbound);
  });
}
