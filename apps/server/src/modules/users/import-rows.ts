import {
  dateProblem,
  firstError,
  optionalMobile,
  passwordProblem,
  Rules,
  username as usernameRules,
} from '@xinmiao/shared';
import { USER_COLUMNS, type UserColumn } from './workbook.ts';

export type ImportRow = { line: number; values: Record<UserColumn, string> };
export type RowProblem = { line: number; values: Record<UserColumn, string>; reasons: string[] };

const SEX: Record<string, 1 | 2> = { 男: 1, 女: 2, '1': 1, '2': 2 };
const STATUS: Record<string, 1 | 2> = { '': 1, 正常: 1, 冻结: 2, '1': 1, '2': 2 };

export const ImportMsg = {
  noHeader: '未找到表头行（应包含“登录账号”“真实姓名”列），请使用导出的文件作为模板',
  noRows: '文件中没有数据行',
  wrongFile: '只支持 .xlsx 文件（.xls 请另存为 .xlsx 后再导入）',
} as const;

/**
 * The data rows of a sheet: the header row is the first of the top three that names 登录账号 (JeecgBoot
 * files carry two title rows before it); columns are matched by header text, in any order.
 */
export function readUserRows(sheet: readonly string[][]): ImportRow[] | { error: string } {
  const headerAt = sheet.slice(0, 3).findIndex((row) => row.some((c) => c.trim() === '登录账号'));
  const header = sheet[headerAt];
  if (headerAt < 0 || !header) return { error: ImportMsg.noHeader };
  const index = new Map(header.map((text, i) => [text.trim(), i]));
  if (!index.has('真实姓名')) return { error: ImportMsg.noHeader };
  const rows: ImportRow[] = [];
  sheet.forEach((cells, i) => {
    if (i <= headerAt || cells.every((c) => c.trim() === '')) return;
    const values = Object.fromEntries(
      USER_COLUMNS.map((c) => {
        const at = index.get(c.header);
        return [c.key, at === undefined ? '' : (cells[at] ?? '').trim()];
      }),
    ) as Record<UserColumn, string>;
    rows.push({ line: i + 1, values });
  });
  return rows.length ? rows : { error: ImportMsg.noRows };
}

/** What is wrong with one row on its own (the file and database checks come after). */
export function rowReasons(values: Record<UserColumn, string>): string[] {
  const reasons: string[] = [];
  const name = firstError(values.username, usernameRules);
  if (name) reasons.push(`登录账号：${name}`);
  if (!values.realname) reasons.push('真实姓名：请输入用户姓名');
  else if (values.realname.length > 50) reasons.push('真实姓名：最大长度50位字符');
  if (values.sex && !SEX[values.sex]) reasons.push('性别：只能填写 男 或 女');
  const birthday = values.birthday ? dateProblem(values.birthday) : null;
  if (birthday) reasons.push(`生日：${birthday}`);
  if (!optionalMobile.test(values.phone)) reasons.push(`手机号码：${optionalMobile.message}`);
  if (!Rules.email.test(values.email)) reasons.push(`邮箱：${Rules.email.message}`);
  if (!(values.status in STATUS)) reasons.push('状态：只能填写 正常 或 冻结');
  const password = values.password ? passwordProblem(values.password) : '请填写初始密码';
  if (password) reasons.push(`初始密码：${password}`);
  return reasons;
}

export function sexOf(text: string): 1 | 2 | null {
  return SEX[text] ?? null;
}

export function statusOf(text: string): 1 | 2 {
  return STATUS[text] ?? 1;
}

export function codes(text: string): string[] {
  return text
    .split(/[,，\s]+/)
    .map((s) => s.trim())
    .filter(Boolean);
}
