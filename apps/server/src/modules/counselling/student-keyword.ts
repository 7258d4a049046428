import { ilike, like, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AuthCtx } from '../../core/context.ts';
import { likeContains, likePattern } from '../../core/query.ts';
import { schoolStudent } from '../../db/schema.ts';

/**
 * The `keyWord` list filter of a table with a student column: rows of students whose name
 * contains, or whose 学号 starts with, the keyword.
 */
export function studentKeyword(studentId: AnyPgColumn) {
  return (keyword: string, ctx: AuthCtx): SQL => {
    const text = keyword.trim();
    return ctx.db.inSelect(
      studentId,
      ctx.db
        .select({ id: schoolStudent.id })
        .from(schoolStudent)
        .where(
          or(
            ilike(schoolStudent.name, likeContains(text)),
            like(schoolStudent.studentNo, likePattern(text, { start: false, end: true })),
          ),
        ),
    );
  };
}
