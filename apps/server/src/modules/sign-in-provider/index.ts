import { OIDC_MESSAGES, type OidcProvider, oidcProviderRoutes, signInProtocolOf } from '@xinmiao/shared';
import { asc, eq } from 'drizzle-orm';
import { fail, ok, okMsg } from '../../core/envelope.ts';
import type { ModuleDefinition } from '../../core/module.ts';
import type { ModuleServices } from '../../core/module-services.ts';
import type { Registrar } from '../../core/register-route.ts';
import { secretState } from '../../core/secret-box.ts';
import { sysOidcProvider } from '../../db/schema.ts';

function present(row: typeof sysOidcProvider.$inferSelect): OidcProvider {
  return {
    id: row.id,
    protocol: signInProtocolOf(row.protocol),
    name: row.name,
    issuer: row.issuer,
    clientId: row.clientId,
    clientSecretState: secretState(row.clientSecretSealed),
    scopes: row.scopes,
    usernameClaim: row.usernameClaim,
    enabled: row.enabled,
  };
}

/**
 * 登录配置 → 统一身份认证: the school's OpenID Connect providers, CAS servers and enterprise chat
 * apps (企业微信, 钉钉, 飞书), each switched on or off per school with `enabled`. A client secret is
 * sealed on save and never returned; leaving it empty keeps the stored one. Signing in with them is
 * the session module's (`/sys/oidc/*`, `/sys/thirdLogin/*`), which opens the secret.
 */
function registerSignInProviders(r: Registrar, services: ModuleServices): void {
  r.route(oidcProviderRoutes.all, async (ctx) => {
    const rows = await ctx.db.list(sysOidcProvider, { orderBy: [asc(sysOidcProvider.createTime)] });
    return ok(rows.map(present));
  });

  r.route(oidcProviderRoutes.save, async (ctx, { body }) => {
    const current = body.id ? await ctx.db.byId(sysOidcProvider, body.id) : undefined;
    if (body.id && !current) return fail(OIDC_MESSAGES.notFound);
    const oidc = body.protocol === 'oidc';
    const cas = body.protocol === 'cas';
    // An enterprise chat app's addresses are its platform's (core/chat-apps.ts), never the school's.
    if ((oidc || cas) && !body.issuer) return fail(OIDC_MESSAGES.issuerRequired);
    if (!cas && !body.clientId) return fail(OIDC_MESSAGES.clientIdRequired);
    const kept = current && current.protocol === body.protocol ? current.clientSecretSealed : undefined;
    // CAS has no client secret.
    const sealed = cas ? '' : body.clientSecret ? services.secrets.seal(body.clientSecret) : kept;
    if (sealed === undefined || (!cas && !sealed)) return fail(OIDC_MESSAGES.secretRequired);
    const values = {
      protocol: body.protocol,
      name: body.name,
      issuer: oidc || cas ? body.issuer.replace(/\/+$/, '') : '',
      clientId: body.clientId,
      clientSecretSealed: sealed,
      scopes: !oidc || body.scopes.split(' ').includes('openid') ? body.scopes : `openid ${body.scopes}`,
      usernameClaim: body.usernameClaim,
      enabled: body.enabled,
    };
    if (current) await ctx.db.update(sysOidcProvider, values, eq(sysOidcProvider.id, current.id));
    else await ctx.db.insert(sysOidcProvider, values);
    ctx.logSubject(body.name);
    return okMsg(OIDC_MESSAGES.saved);
  });

  r.route(oidcProviderRoutes.delete, async (ctx, { query }) => {
    const row = await ctx.db.byId(sysOidcProvider, query.id);
    if (!row) return fail(OIDC_MESSAGES.notFound);
    await ctx.db.delete(sysOidcProvider, eq(sysOidcProvider.id, row.id));
    ctx.logSubject(row.name);
    return okMsg(OIDC_MESSAGES.deleted);
  });
}

export const signInProviderModule: ModuleDefinition = {
  name: 'sign-in-provider',
  register: registerSignInProviders,
};
