import { growthRoutes, STUDENT_MESSAGES } from '@xinmiao/shared';
import { desc, eq } from 'drizzle-orm';
import { fail, ok, okMsg } from '../../core/envelope.ts';
import { appendGrowthEvents } from '../../core/growth-events.ts';
import { findInReach } from '../../core/policy/policy.ts';
import type { Registrar } from '../../core/register-route.ts';
import { formatDateTime } from '../../core/time.ts';
import { growthEvent } from '../../db/schema.ts';
import { studentPolicy } from './policies/student.ts';

const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** 成长档案: a student's timeline (read audited) and hand-written notes. */
export function registerGrowthRoutes(r: Registrar): void {
  r.route(growthRoutes.timeline, async (ctx, { query }) => {
    const student = await findInReach(ctx, studentPolicy, query.studentId);
    if (!student) return fail(STUDENT_MESSAGES.notFound);
    const rows = await ctx.db.list(growthEvent, {
      where: eq(growthEvent.studentId, student.id),
      orderBy: [desc(growthEvent.eventTime), desc(growthEvent.id)],
      limit: 500,
    });
    return ok({
      id: student.id,
      name: student.name,
      events: rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        title: row.title,
        payload: asRecord(row.payload),
        sourceModule: row.sourceModule,
        sourceId: row.sourceId,
        eventTime: formatDateTime(row.eventTime) ?? '',
        createBy: row.createBy,
      })),
    });
  });

  r.route(growthRoutes.addNote, async (ctx, { body }) => {
    const student = await findInReach(ctx, studentPolicy, body.studentId);
    if (!student) return fail(STUDENT_MESSAGES.notFound);
    await appendGrowthEvents(ctx.db, [
      {
        studentId: student.id,
        kind: 'note',
        visibility: 'staff',
        title: body.title,
        payload: { content: body.content },
        sourceModule: 'growth',
      },
    ]);
    ctx.logSubject(`${student.studentNo} ${student.name}`);
    return okMsg('添加成功！');
  });
}
