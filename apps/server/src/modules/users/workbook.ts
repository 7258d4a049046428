import { exportWorkbook, type WorkbookColumn } from '../../core/export-workbook.ts';

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

/** The user workbook in JeecgBoot's export layout; `columns` may add the import's 错误原因. */
export function userWorkbook(
  title: string,
  exporter: string,
  rows: readonly Partial<Record<string, string>>[],
  columns: readonly WorkbookColumn[],
): Promise<Buffer> {
  return exportWorkbook('用户', title, exporter, rows, columns);
}
