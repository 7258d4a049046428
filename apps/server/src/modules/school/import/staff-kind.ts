import { type ImportRowError, STAFF_TYPES, staffInput } from '@xinmiao/shared';
import ExcelJS from 'exceljs';
import { tenantMembers } from '../../../core/members.ts';
import type { TenantInsert } from '../../../core/tenant-db.ts';
import { schoolStaff } from '../../../db/schema.ts';
import type { ImportKind } from './import-kind.ts';
import { workbookBuffer } from './workbooks.ts';

const STAFF_COLUMNS = [
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

async function staffTemplate(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('教职工');
  sheet.columns = STAFF_COLUMNS.map((c) => ({ header: c.header, key: c.field, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRow({
    workNo: 'T2025001',
    name: '王老师',
    username: 'wanglaoshi',
    staffType: '班主任',
    phone: '',
  });
  const notes = workbook.addWorksheet('说明');
  notes.columns = [{ header: '填写说明', key: 'text', width: 90 }];
  for (const text of [
    '工号、姓名、登录账号、类型必填；已存在的工号会更新该教职工的信息。',
    '登录账号须是本校已有的用户（先在用户管理中创建），一个账号只对应一个工号。',
    `类型：${Object.values(STAFF_TYPES).join('、')}。`,
  ]) {
    notes.addRow({ text });
  }
  return workbookBuffer(workbook);
}

/** 教职工导入: rows checked with the form's rules, linked to this school's accounts, upserted by 工号. */
export const staffImport: ImportKind = {
  kind: 'staff',
  columns: STAFF_COLUMNS,
  templateName: '教职工导入模板.xlsx',
  template: staffTemplate,
  async prepare(actor, rows) {
    const members = new Map((await tenantMembers(actor.db)).map((m) => [m.username, m.id]));
    const linked = new Map((await actor.db.list(schoolStaff)).map((s) => [s.userId, s.workNo]));
    const errors: ImportRowError[] = [];
    const good: (TenantInsert<typeof schoolStaff> & { row: number })[] = [];
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
      const userId = members.get(cell('username'));
      if (cell('username') && !userId) problem('username', '该账号不是本校成员，请先在用户管理中创建账号');
      const owner = userId ? linked.get(userId) : undefined;
      if (owner && owner !== cell('workNo')) problem('username', `该账号已是工号 ${owner} 的教职工`);
      const earlier = firstRowOf.get(cell('workNo'));
      if (cell('workNo') && earlier !== undefined) problem('workNo', `工号与第 ${earlier} 行重复`);
      else if (cell('workNo')) firstRowOf.set(cell('workNo'), row);
      if (errors.length === before && parsed.success && userId) {
        good.push({
          row,
          userId,
          workNo: parsed.data.workNo,
          name: parsed.data.name,
          staffType: parsed.data.staffType,
          phone: parsed.data.phone ?? null,
        });
      }
    }
    return {
      validRows: good.map((g) => g.row),
      errors,
      write: (tdb, from, to) =>
        tdb.upsert(
          schoolStaff,
          good.slice(from, to).map(({ row: _row, ...values }) => values),
          { target: [schoolStaff.workNo], update: ['userId', 'name', 'staffType', 'phone'] },
        ),
    };
  },
};
