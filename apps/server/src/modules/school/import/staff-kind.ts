import { STAFF_TYPES } from '@xinmiao/shared';
import ExcelJS from 'exceljs';
import { tenantMembers } from '../../../core/members.ts';
import type { PolicyActor } from '../../../core/policy/policy.ts';
import { schoolStaff } from '../../../db/schema.ts';
import { checkUpload } from './check-upload.ts';
import type { ImportKind } from './import-kind.ts';
import { STAFF_COLUMNS, type StaffContext } from './validate-staff.ts';
import { workbookBuffer } from './workbooks.ts';

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

async function staffContext(actor: PolicyActor): Promise<StaffContext> {
  const members = new Map((await tenantMembers(actor.db)).map((m) => [m.username, m.id]));
  const linked = new Map((await actor.db.list(schoolStaff)).map((s) => [s.userId, s.workNo]));
  return { members, linked };
}

/** 教职工导入: rows checked with the form's rules, linked to this school's accounts, upserted by 工号. */
export const staffImport: ImportKind = {
  kind: 'staff',
  columns: STAFF_COLUMNS,
  templateName: '教职工导入模板.xlsx',
  template: staffTemplate,
  preview: async (actor, file) => checkUpload.staffPreview(file, await staffContext(actor)),
  async prepare(actor, file) {
    const checked = await checkUpload.staffCheck(file, await staffContext(actor));
    if ('error' in checked) return checked;
    const { total, valid: good, errors } = checked;
    return {
      total,
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
