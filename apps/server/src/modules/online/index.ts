import { ONLINE_MESSAGES, onlineRoutes } from '@xinmiao/shared';
import { fail, ok, okMsg } from '../../core/envelope.ts';
import type { ModuleDefinition } from '../../core/module.ts';
import type { ModuleServices } from '../../core/module-services.ts';
import type { Registrar } from '../../core/register-route.ts';
import { formatDateTime } from '../../core/time.ts';

/**
 * 在线用户: the live sessions bound to the caller's school, and 强制退出, which deletes the session
 * (every instance refuses it from then on) and closes its sockets on every instance (Redis fan-out),
 * so the console it belonged to returns to the login page.
 */
function registerOnline(r: Registrar, services: ModuleServices): void {
  r.route(onlineRoutes.sessions, async (ctx, { query }) => {
    const rows = await services.sessions.liveInTenant(ctx.tenantId, query.username);
    return ok(
      rows.map((row) => ({
        token: row.sid,
        username: row.username,
        realname: row.realname,
        ip: row.ip,
        device: row.device,
        clientType: row.clientType,
        loginTime: formatDateTime(row.createTime) ?? '',
        lastSeen: formatDateTime(row.lastSeen) ?? '',
        current: row.tokenHash === ctx.tokenHash,
      })),
    );
  });

  r.route(onlineRoutes.forceLogout, async (ctx, { body }) => {
    const ended = await services.sessions.revokeInTenant(body.token, ctx.tenantId, ctx.tokenHash);
    if (ended === 'self') return fail(ONLINE_MESSAGES.self);
    if (!ended) return fail(ONLINE_MESSAGES.gone);
    ctx.logSubject(ended.username);
    return okMsg(ONLINE_MESSAGES.forced);
  });
}

export const onlineModule: ModuleDefinition = {
  name: 'online',
  register: registerOnline,
  pages: ['/system/online'],
};
