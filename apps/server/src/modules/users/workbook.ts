import ExcelJS from 'exceljs';

/** The columns of the user workbook, export and import alike (JeecgBoot @Excel names). */
export const USER_COLUMNS = [
  { key: 'username', header: '登录账号', width: 18 },
  { key: 'realname', header: '真实姓名', width: 14 },
  { key: 'sex', header: '性别', width: 8 },
  { key: 'birthday', header: '生日', width: 12 },
  { key: 'phone', header: '手机号码', width: 14 },
  { key: 'email', header: '邮箱', width: 22 },
  { key: 'workNo', header: '工号', width: 12 },
  { key: 'post', header: '职务', width: 14 },
  { key: 'telephone', header: '座机', width: 14 },
  { key: 'departs', header: '部门编码', width: 20 },
  { key: 'roles', header: '角色编码', width: 20 },
  { key: 'status', header: '状态', width: 8 },
  { key: 'password', header: '初始密码', width: 14 },
] as const;
export type UserColumn = (typeof USER_COLUMNS)[number]['key'];

/**
 * An .xlsx in JeecgBoot's export layout: title row, "导出人" row, header row, then the rows.
 * `extra` adds columns after the standard ones (the import's 错误原因).
 */
export async function userWorkbook(
  title: string,
  exporter: string,
  rows: readonly Partial<Record<string, string>>[],
  columns: readonly { key: string; header: string; width: number }[],
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('用户');
  sheet.addRow([title]);
  sheet.addRow([`导出人:${exporter}`]);
  sheet.addRow(columns.map((c) => c.header)).font = { bold: true };
  columns.forEach((c, i) => {
    sheet.getColumn(i + 1).width = c.width;
  });
  for (const row of rows) sheet.addRow(columns.map((c) => row[c.key] ?? ''));
  const buffer = await workbook.xlsx.writeBuffer();
  return Buffer.from(buffer);
}
