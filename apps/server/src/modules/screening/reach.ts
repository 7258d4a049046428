import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AuthCtx } from '../../core/context.ts';
import { schoolStudent } from '../../db/schema.ts';
import { studentsVisibleTo } from '../school/index.ts';

/**
 * `column IN (students the caller may see)`, or undefined when the caller sees the whole school.
 * (The select is built here rather than awaited from the policy: a tenant select is a promise and
 * awaiting it would run it.)
 */
export async function studentInReach(ctx: AuthCtx, column: AnyPgColumn): Promise<SQL | undefined> {
  const condition = await studentsVisibleTo(ctx);
  if (!condition) return undefined;
  return ctx.db.inSelect(
    column,
    ctx.db.select({ id: schoolStudent.id }).from(schoolStudent).where(condition),
  );
}
