import { SMS_GATEWAY_MESSAGES, type SmsGateway, smsGatewayRoutes } from '@xinmiao/shared';
import { fail, ok, okMsg } from '../../core/envelope.ts';
import type { ModuleDefinition } from '../../core/module.ts';
import type { ModuleServices } from '../../core/module-services.ts';
import type { Registrar } from '../../core/register-route.ts';
import { secretState } from '../../core/secret-box.ts';
import { sysSmsGateway } from '../../db/schema.ts';

function present(row: typeof sysSmsGateway.$inferSelect): SmsGateway {
  return {
    provider: row.provider === 'tencent' ? 'tencent' : 'aliyun',
    accessKeyId: row.accessKeyId,
    accessKeySecretState: secretState(row.accessKeySecretSealed),
    signName: row.signName,
    templateCode: row.templateCode,
    appId: row.appId,
    region: row.region,
    enabled: row.enabled,
    resendSeconds: row.resendSeconds,
    perNumberPerHour: row.perNumberPerHour,
    perAddressPerHour: row.perAddressPerHour,
  };
}

/**
 * 登录配置 → 短信网关: the school's own gateway for one-time codes. The key secret is sealed on
 * save and never returned; leaving it empty keeps the stored one. Sending goes through
 * `services.sms` (core/sms-gateways), which opens it.
 */
function registerSmsGateway(r: Registrar, services: ModuleServices): void {
  r.route(smsGatewayRoutes.query, async (ctx) => {
    const row = await ctx.db.first(sysSmsGateway, undefined);
    return ok({
      gateway: row ? present(row) : null,
      sender: await services.sms.senderKind(ctx.tenantId),
    });
  });

  r.route(smsGatewayRoutes.save, async (ctx, { body }) => {
    const current = await ctx.db.first(sysSmsGateway, undefined);
    const secret = body.accessKeySecret
      ? services.secrets.seal(body.accessKeySecret)
      : current?.accessKeySecretSealed;
    if (!secret) return fail(SMS_GATEWAY_MESSAGES.secretRequired);
    if (body.provider === 'tencent' && !body.appId) return fail(SMS_GATEWAY_MESSAGES.appIdRequired);
    await ctx.db.upsert(
      sysSmsGateway,
      {
        provider: body.provider,
        accessKeyId: body.accessKeyId,
        accessKeySecretSealed: secret,
        signName: body.signName,
        templateCode: body.templateCode,
        appId: body.appId || null,
        region: body.region || null,
        enabled: body.enabled,
        resendSeconds: body.resendSeconds ?? null,
        perNumberPerHour: body.perNumberPerHour ?? null,
        perAddressPerHour: body.perAddressPerHour ?? null,
      },
      { target: [] },
    );
    ctx.logSubject(body.provider === 'tencent' ? '腾讯云短信' : '阿里云短信');
    return okMsg(SMS_GATEWAY_MESSAGES.saved);
  });
}

export const smsGatewayModule: ModuleDefinition = {
  name: 'sms-gateway',
  register: registerSmsGateway,
  pages: ['/system/signin-settings'],
};
