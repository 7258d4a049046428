import { studentRoutes } from '@xinmiao/shared';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { ok } from '../../core/envelope.ts';
import type { Registrar } from '../../core/register-route.ts';
import type { StudentAccountRequest } from '../../core/student-accounts.ts';
import { schoolStudent } from '../../db/schema.ts';
import { studentsVisibleTo } from './policies/student.ts';

/** Creating accounts writes the platform's `sys_user`, so the module is handed this one capability. */
export type StudentAccountMaker = (
  tenantId: number,
  actor: string,
  students: readonly StudentAccountRequest[],
) => Promise<Map<string, string>>;

/** 生成学生账号: one account per chosen student in reach that has none (username = 学号). */
export function registerStudentAccounts(r: Registrar, makeAccounts: StudentAccountMaker): void {
  r.route(studentRoutes.createAccounts, async (ctx, { body }) => {
    const chosen = inArray(schoolStudent.id, [...new Set(body.ids)]);
    const rows = await ctx.db.list(schoolStudent, {
      where: and(chosen, isNull(schoolStudent.userId), await studentsVisibleTo(ctx)),
    });
    const created = await makeAccounts(ctx.tenantId, ctx.username, rows);
    await ctx.db.transaction(async (tdb) => {
      for (const row of rows) {
        const userId = created.get(row.studentNo);
        if (userId) await tdb.update(schoolStudent, { userId }, eq(schoolStudent.id, row.id));
      }
    });
    ctx.logSubject(
      rows.filter((row) => created.has(row.studentNo)).map((row) => `${row.studentNo} ${row.name}`),
    );
    return ok({ created: created.size, existing: body.ids.length - created.size });
  });
}
