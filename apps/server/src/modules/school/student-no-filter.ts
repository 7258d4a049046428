import { eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AuthCtx } from '../../core/context.ts';
import { schoolStudent } from '../../db/schema.ts';

/** A list filter `学号`: the rows whose `studentIdColumn` names the school's student with that number. */
export function studentNoFilter(studentIdColumn: AnyPgColumn) {
  return (studentNo: string, ctx: AuthCtx): SQL =>
    ctx.db.inSelect(
      studentIdColumn,
      ctx.db
        .select({ id: schoolStudent.id })
        .from(schoolStudent)
        .where(eq(schoolStudent.studentNo, studentNo.trim())),
    );
}
