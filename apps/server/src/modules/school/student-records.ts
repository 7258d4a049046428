import { maskMiddle, type Student } from '@xinmiao/shared';
import type { AuthCtx } from '../../core/context.ts';
import { formatDateTime } from '../../core/time.ts';
import type { schoolStudent } from '../../db/schema.ts';
import { classPaths, loadUnits } from './structure.ts';

export type StudentRow = typeof schoolStudent.$inferSelect;

/** Whether this caller sees ID and phone numbers in full (masked by default, lists and exports alike). */
export const seesUnmasked = (ctx: AuthCtx): boolean => ctx.permissions.has('school:student:unmask');

/** Students as the console gets them: class names resolved, ID and phone numbers masked by policy. */
export async function toStudents(ctx: AuthCtx, rows: readonly StudentRow[]): Promise<Student[]> {
  if (rows.length === 0) return [];
  const paths = classPaths(await loadUnits(ctx.db));
  const unmasked = seesUnmasked(ctx);
  const mask = (v: string | null) => (unmasked ? v : maskMiddle(v));
  return rows.map((row) => ({
    id: row.id,
    studentNo: row.studentNo,
    name: row.name,
    sex: row.sex,
    birthday: row.birthday,
    idCard: mask(row.idCard),
    phone: mask(row.phone),
    classId: row.classId,
    className: paths.get(row.classId)?.name ?? '',
    classPath: paths.get(row.classId)?.path ?? '',
    enrolYear: row.enrolYear,
    studentType: row.studentType,
    studentStatus: row.studentStatus,
    guardianName: row.guardianName,
    guardianPhone: mask(row.guardianPhone),
    guardianRelation: row.guardianRelation,
    // A student account's username is the 学号 (decisions §22).
    username: row.userId ? row.studentNo : null,
    createTime: formatDateTime(row.createTime) ?? '',
  }));
}
