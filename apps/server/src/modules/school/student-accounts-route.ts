import { type AccountSlipFiles, STUDENT_ACCOUNT_MESSAGES, studentRoutes } from '@xinmiao/shared';
import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { CredentialChanger } from '../../core/accounts.ts';
import type { AuthCtx } from '../../core/context.ts';
import { fail, ok } from '../../core/envelope.ts';
import type { Registrar } from '../../core/register-route.ts';
import type { IssuedAccount, StudentAccountRequest } from '../../core/student-accounts.ts';
import { schoolStudent } from '../../db/schema.ts';
import { accountSlip, SLIP_AUDIT_RESOURCE, type SlipLine, slipRoom } from './account-slip.ts';
import { studentsVisibleTo } from './policies/student.ts';
import { classPaths, loadUnits } from './structure.ts';
import type { StudentRow } from './student-records.ts';

/** Writing accounts touches the platform's `sys_user`, so the module is handed these two capabilities. */
export type StudentAccountIssuer = {
  create(
    tenantId: number,
    actor: string,
    students: readonly StudentAccountRequest[],
  ): Promise<Map<string, IssuedAccount>>;
  reset(userIds: readonly string[], who: CredentialChanger): Promise<Map<string, string>>;
};

/**
 * The slip of the passwords just issued, audited like a read of those students (who printed whose
 * initial passwords, and when): the passwords exist nowhere else.
 */
async function slipOf(
  ctx: AuthCtx,
  issued: readonly { row: StudentRow; password: string }[],
): Promise<AccountSlipFiles | null> {
  if (!issued.length) return null;
  const paths = classPaths(await loadUnits(ctx.db));
  const lines: SlipLine[] = issued.map(({ row, password }) => ({
    className: paths.get(row.classId)?.path ?? '',
    studentNo: row.studentNo,
    name: row.name,
    password,
  }));
  const slip = await accountSlip(lines);
  await ctx.auditRead(
    SLIP_AUDIT_RESOURCE,
    issued.map(({ row }) => row.id),
  );
  return {
    fileName: slip.fileName,
    xlsx: Buffer.from(slip.xlsx).toString('base64'),
    pdf: Buffer.from(slip.pdf).toString('base64'),
  };
}

/**
 * 生成学生账号 and 重置密码: accounts for the chosen students in reach (a 班主任 their class), each
 * with a random initial password that is handed out on the account slip of this reply only.
 */
export function registerStudentAccounts(r: Registrar, issuer: StudentAccountIssuer): void {
  r.route(studentRoutes.createAccounts, async (ctx, { body }) => {
    const busy = slipRoom();
    if (busy) return fail(busy);
    const chosen = inArray(schoolStudent.id, [...new Set(body.ids)]);
    const rows = await ctx.db.list(schoolStudent, {
      where: and(chosen, isNull(schoolStudent.userId), await studentsVisibleTo(ctx)),
    });
    const created = await issuer.create(ctx.tenantId, ctx.username, rows);
    await ctx.db.transaction(async (tdb) => {
      for (const row of rows) {
        const account = created.get(row.studentNo);
        if (account)
          await tdb.update(schoolStudent, { userId: account.userId }, eq(schoolStudent.id, row.id));
      }
    });
    const issued = rows.flatMap((row) => {
      const account = created.get(row.studentNo);
      return account ? [{ row, password: account.password }] : [];
    });
    ctx.logSubject(issued.map(({ row }) => `${row.studentNo} ${row.name}`));
    const slip = await slipOf(ctx, issued);
    return ok({ created: created.size, existing: body.ids.length - created.size, slip });
  });

  r.route(studentRoutes.resetAccounts, async (ctx, { body }) => {
    const chosen = inArray(schoolStudent.id, [...new Set(body.ids)]);
    const rows = await ctx.db.list(schoolStudent, {
      where: and(chosen, isNotNull(schoolStudent.userId), await studentsVisibleTo(ctx)),
    });
    if (!rows.length) return fail(STUDENT_ACCOUNT_MESSAGES.noAccounts);
    const busy = slipRoom();
    if (busy) return fail(busy);
    const who: CredentialChanger = { by: 'school', tenantId: ctx.tenantId, actor: ctx.username };
    const passwords = await issuer.reset(
      rows.map((row) => row.userId ?? ''),
      who,
    );
    const issued = rows.map((row) => ({ row, password: passwords.get(row.userId ?? '') ?? '' }));
    ctx.logSubject(rows.map((row) => `${row.studentNo} ${row.name}`));
    return ok({ reset: rows.length, slip: await slipOf(ctx, issued) });
  });
}
