import { CRISIS_MESSAGES, crisisRoutes } from '@xinmiao/shared';
import { desc, eq, isNull, sql } from 'drizzle-orm';
import { fail, ok, okMsg } from '../../core/envelope.ts';
import type { ModuleServices } from '../../core/module-services.ts';
import { allOf } from '../../core/query.ts';
import type { Registrar } from '../../core/register-route.ts';
import { formatDateTime } from '../../core/time.ts';
import { crisisBreakGlass, crisisCase } from '../../db/schema.ts';
import { sendSystemMessage } from '../announcement/index.ts';
import { casePage } from './case-page.ts';
import { centreStaff } from './recipients.ts';

const GRANT_MS = 2 * 3_600_000;

/**
 * 紧急查看: a reader outside a case's compartment may open it for two hours with a stated reason.
 * The grant is stored, the centre and the treating therapist are told at once, and the centre
 * reviews every grant afterwards.
 */
export function registerBreakGlassRoutes(r: Registrar, services: ModuleServices): void {
  r.route(crisisRoutes.breakGlass, async (ctx, { body }) => {
    const record = await ctx.db.byId(crisisCase, body.id);
    if (!record) return fail(CRISIS_MESSAGES.notFound);
    await ctx.db.insert(crisisBreakGlass, {
      caseId: record.id,
      userId: ctx.userId,
      username: ctx.username,
      reason: body.reason,
      expiresAt: new Date(Date.now() + GRANT_MS),
    });
    await sendSystemMessage(services.notifier, ctx.db, {
      userIds: [...(await centreStaff(ctx.db)), ...(record.therapistId ? [record.therapistId] : [])],
      title: '有人紧急查看了预警个案',
      content: `${ctx.username} 以「${body.reason}」为由紧急查看了一个预警个案，请复核。`,
      priority: 'H',
      openPage: casePage(record.id),
      busType: 'crisis_case',
      busId: record.id,
    });
    ctx.logSubject(record.id);
    return okMsg(CRISIS_MESSAGES.breakGlassOk);
  });

  r.route(crisisRoutes.breakGlassList, async (ctx) => {
    const rows = await ctx.db.list(crisisBreakGlass, {
      // Grants waiting for review first, newest first within each group.
      orderBy: [sql`${crisisBreakGlass.reviewedAt} is not null`, desc(crisisBreakGlass.createTime)],
      limit: 500,
    });
    return ok(
      rows.map((row) => ({
        id: row.id,
        caseId: row.caseId,
        username: row.username,
        reason: row.reason,
        expiresAt: formatDateTime(row.expiresAt) ?? '',
        reviewedBy: row.reviewedBy,
        reviewedAt: formatDateTime(row.reviewedAt),
        createTime: formatDateTime(row.createTime) ?? '',
      })),
    );
  });

  r.route(crisisRoutes.breakGlassReview, async (ctx, { body }) => {
    const done = await ctx.db.update(
      crisisBreakGlass,
      { reviewedBy: ctx.username, reviewedAt: new Date() },
      allOf(eq(crisisBreakGlass.id, body.id), isNull(crisisBreakGlass.reviewedAt)),
    );
    if (done === 0) return fail('该记录不存在或已复核');
    return okMsg('已复核');
  });
}
