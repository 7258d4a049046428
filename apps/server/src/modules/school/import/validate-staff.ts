import { type ImportRowError, STAFF_TYPES, staffInput } from '@xinmiao/shared';
import type { SheetRow } from './read-sheet.ts';

export const STAFF_COLUMNS = [
  { header: '工号', field: 'workNo', width: 14 },
  { header: '姓名', field: 'name', width: 10 },
  { header: '登录账号', field: 'username', width: 16 },
  { header: '类型', field: 'staffType', width: 10 },
  { header: '手机号', field: 'phone', width: 14 },
] as const;
const HEADER_OF: Record<string, string> = Object.fromEntries(STAFF_COLUMNS.map((c) => [c.field, c.header]));
const TYPE_OF: Record<string, string> = Object.fromEntries(
  Object.entries(STAFF_TYPES).flatMap(([code, label]) => [
    [code, code],
    [label, code],
  ]),
);

export type StaffContext = {
  /** The school's accounts: user id by username. */
  members: ReadonlyMap<string, string>;
  /** 工号 of the staff record each account is already linked to, by user id. */
  linked: ReadonlyMap<string, string>;
};

export type StaffRow = {
  row: number;
  userId: string;
  workNo: string;
  name: string;
  staffType: string;
  phone: string | null;
};

/** Checks every row with the form's rules (`staffInput`) and links it to one of the school's accounts. */
export function validateStaff(rows: readonly SheetRow[], ctx: StaffContext) {
  const errors: ImportRowError[] = [];
  const valid: StaffRow[] = [];
  const firstRowOf = new Map<string, number>();
  for (const { row, cells } of rows) {
    const cell = (field: string) => cells[HEADER_OF[field] ?? ''] ?? '';
    const before = errors.length;
    const problem = (field: string, message: string) =>
      errors.push({ row, field: HEADER_OF[field] ?? field, message });
    const parsed = staffInput.safeParse({
      workNo: cell('workNo'),
      name: cell('name'),
      username: cell('username'),
      staffType: TYPE_OF[cell('staffType')] ?? cell('staffType'),
      phone: cell('phone'),
    });
    if (!parsed.success)
      for (const issue of parsed.error.issues) problem(String(issue.path[0] ?? ''), issue.message);
    const userId = ctx.members.get(cell('username'));
    if (cell('username') && !userId) problem('username', '该账号不是本校成员，请先在用户管理中创建账号');
    const owner = userId ? ctx.linked.get(userId) : undefined;
    if (owner && owner !== cell('workNo')) problem('username', `该账号已是工号 ${owner} 的教职工`);
    const earlier = firstRowOf.get(cell('workNo'));
    if (cell('workNo') && earlier !== undefined) problem('workNo', `工号与第 ${earlier} 行重复`);
    else if (cell('workNo')) firstRowOf.set(cell('workNo'), row);
    if (errors.length === before && parsed.success && userId) {
      valid.push({
        row,
        userId,
        workNo: parsed.data.workNo,
        name: parsed.data.name,
        staffType: parsed.data.staffType,
        phone: parsed.data.phone ?? null,
      });
    }
  }
  return { valid, errors };
}
