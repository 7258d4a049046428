import { ENHANCE_LIMITS, ENHANCE_MESSAGES, type EnhanceVersion, enhanceRoutes } from '@xinmiao/shared';
import { and, desc, eq, lte, max } from 'drizzle-orm';
import { BareReply } from '../../core/bare-reply.ts';
import { ok, okMsg } from '../../core/envelope.ts';
import type { Registrar } from '../../core/register-route.ts';
import { formatDateTime } from '../../core/time.ts';
import { onlFormEnhance } from '../../db/schema.ts';
import { formFor, loadForm } from './data.ts';
import { SANDBOX_CSP, SANDBOX_PAGE } from './enhance-sandbox.ts';

const toVersion = (row: typeof onlFormEnhance.$inferSelect): EnhanceVersion => ({
  version: row.version,
  script: row.script,
  createBy: row.createBy,
  createTime: formatDateTime(row.createTime) ?? '',
});

/** 表单开发 › JS增强: a form's script by versions (the last 16 kept) and the frame that runs it. */
export function registerEnhanceRoutes(r: Registrar): void {
  // The data pages' read: like the form's data, it needs the form's own 查询 (decisions §83).
  r.route(enhanceRoutes.current, async (ctx, { params }) => {
    const { form } = await formFor(ctx, params.code, 'list');
    const [row] = await ctx.db.list(onlFormEnhance, {
      where: eq(onlFormEnhance.formId, form.id),
      orderBy: [desc(onlFormEnhance.version)],
      limit: 1,
    });
    return ok(row?.script.trim() ? toVersion(row) : null);
  });

  r.route(enhanceRoutes.versions, async (ctx, { params }) => {
    const { form } = await loadForm(ctx, params.code);
    const rows = await ctx.db.list(onlFormEnhance, {
      where: eq(onlFormEnhance.formId, form.id),
      orderBy: [desc(onlFormEnhance.version)],
      limit: ENHANCE_LIMITS.versionsKept,
    });
    return ok(rows.map(toVersion));
  });

  r.route(enhanceRoutes.save, async (ctx, { params, body }) => {
    const { form } = await loadForm(ctx, params.code);
    await ctx.db.transaction(async (tdb) => {
      const [latest] = await tdb
        .select({ version: max(onlFormEnhance.version) })
        .from(onlFormEnhance)
        .where(eq(onlFormEnhance.formId, form.id));
      const version = (latest?.version ?? 0) + 1;
      await tdb.insert(onlFormEnhance, { formId: form.id, version, script: body.script });
      // Versions are numbered without gaps, so the 16 newest are those above version - 16.
      const pruned = and(
        eq(onlFormEnhance.formId, form.id),
        lte(onlFormEnhance.version, version - ENHANCE_LIMITS.versionsKept),
      );
      if (pruned) await tdb.delete(onlFormEnhance, pruned);
    });
    ctx.logSubject(form.name);
    return okMsg(ENHANCE_MESSAGES.saved);
  });

  r.route(
    enhanceRoutes.sandbox,
    async () =>
      new BareReply(200, SANDBOX_PAGE, {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': SANDBOX_CSP,
      }),
  );
}
