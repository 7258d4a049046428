import { EMBED_ENTRY_PATH, EMBED_MESSAGES, embedRoutes, Msg } from '@xinmiao/shared';
import { and, eq, lt } from 'drizzle-orm';
import { fail } from '../../core/envelope.ts';
import { RedirectReply } from '../../core/redirect-reply.ts';
import type { Registrar } from '../../core/register-route.ts';
import type { Services } from '../../core/services.ts';
import { newToken, sha256 } from '../../core/tokens.ts';
import { sysEmbedCode, sysUser } from '../../db/schema.ts';
import { completeLogin } from './complete-login.ts';

/** How long an entry code may wait for the console page to redeem it. */
export const EMBED_CODE_TTL_MS = 60_000;

/**
 * The entry of a business page opened in a JeecgBoot console's frame. The frame's address carries
 * the console's session token (`${token}`); this route alone accepts it (as a download route does),
 * trades it for a one-time code bound to the same account, school and department, and answers a 303
 * to the console page with the code in the fragment, which the page removes and redeems at once.
 * The token never stays in an address, a referrer or a log line (`log-redaction.ts`).
 */
export function registerEmbed(r: Registrar, services: Services): void {
  r.route(embedRoutes.enter, async (ctx, { query }) => {
    const code = newToken();
    await services.db.delete(sysEmbedCode).where(lt(sysEmbedCode.expiresAt, new Date()));
    await services.db.insert(sysEmbedCode).values({
      codeHash: sha256(code),
      userId: ctx.userId,
      tenantId: ctx.tenantId,
      orgCode: ctx.orgCode,
      expiresAt: new Date(Date.now() + EMBED_CODE_TTL_MS),
    });
    const fragment = new URLSearchParams({ code, to: query.to });
    return new RedirectReply(`${services.publicUrl}${EMBED_ENTRY_PATH}#${fragment}`);
  });

  r.route(embedRoutes.exchange, async (ctx, { body }) => {
    const [entry] = await services.db
      .delete(sysEmbedCode)
      .where(eq(sysEmbedCode.codeHash, sha256(body.code)))
      .returning();
    if (!entry || entry.expiresAt.getTime() < Date.now()) return fail(EMBED_MESSAGES.badCode);
    const [user] = await services.db
      .select()
      .from(sysUser)
      .where(and(eq(sysUser.id, entry.userId), eq(sysUser.delFlag, 0)));
    if (!user) return fail(EMBED_MESSAGES.badCode);
    if (user.status !== 1) return fail(Msg.userFrozen);
    return completeLogin(
      services,
      { ...user, loginTenantId: entry.tenantId },
      {
        ip: ctx.ip,
        device: ctx.userAgent,
        loginOrgCode: entry.orgCode ?? undefined,
      },
    );
  });
}
