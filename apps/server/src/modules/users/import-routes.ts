import path from 'node:path';
import {
  CLINICAL_GRANT_MESSAGES,
  ResultCode,
  UPLOAD_TYPES,
  type UserImportResult,
  userRoutes,
} from '@xinmiao/shared';
import { inArray } from 'drizzle-orm';
import type { AuthCtx } from '../../core/context.ts';
import { fail, okWith, type Reply } from '../../core/envelope.ts';
import { storeGeneratedFile } from '../../core/files/generated-file.ts';
import type { ModuleServices } from '../../core/module-services.ts';
import { hashPassword } from '../../core/password.ts';
import type { Registrar } from '../../core/register-route.ts';
import { parseWorkbookWith } from '../../core/spreadsheet/pool.ts';
import { classifyUpload, SMALL_SHEET } from '../../core/spreadsheet/upload-kind.ts';
import { workerModuleUrl } from '../../core/worker-modules.ts';
import { sysDepart, sysRole } from '../../db/schema.ts';
import { setDeparts, setRoles } from './assignments.ts';
import { codes, ImportMsg, type ImportRow, type RowProblem, sexOf, statusOf } from './import-rows.ts';
import type { CheckedUserRow, UserRowsInput } from './import-worker.ts';
import { USER_COLUMNS, userWorkbook } from './workbook.ts';

/** Rows one file may add: each needs its own password hash (scrypt), so larger lists go in parts. */
export const IMPORT_MAX_ROWS = 500;
const HASH_PARALLEL = 4;

export const ImportReplyMsg = {
  tooMany: `一次最多导入 ${IMPORT_MAX_ROWS} 个用户，请分批导入`,
  rejected: (bad: number, total: number) =>
    `文件导入失败：${total} 行中有 ${bad} 行数据有误，未导入任何数据，请下载错误清单修改后重新导入`,
  checked: (n: number) => `校验通过，共${n}行数据可以导入`,
  imported: (n: number) => `文件导入成功！数据行数：${n}`,
} as const;

const isCheckedRows = (value: unknown): value is { rows: CheckedUserRow[] } =>
  typeof value === 'object' && value !== null && 'rows' in value && Array.isArray(value.rows);

const userRowsTask = {
  worker: workerModuleUrl('modules/users/import-worker'),
  name: 'userRows',
  input: { max: IMPORT_MAX_ROWS, tooMany: ImportReplyMsg.tooMany } satisfies UserRowsInput,
  isResult: isCheckedRows,
};

type Lookups = { departs: Map<string, string>; roles: Map<string, string> };

/** Every problem of every row: its own, repeats within the file, and clashes with stored data. */
async function problemsOf(ctx: AuthCtx, services: ModuleServices, rows: CheckedUserRow[], lookups: Lookups) {
  const problems: RowProblem[] = [];
  const usernames = rows.map((r) => r.values.username).filter(Boolean);
  const phones = rows.map((r) => r.values.phone).filter(Boolean);
  const takenNames = await services.accounts.takenUsernames(ctx.tenantId, usernames);
  const takenPhones = await services.accounts.takenPhones(phones);
  const seenNames = new Map<string, number>();
  const seenPhones = new Map<string, number>();
  for (const row of rows) {
    const { reasons: own, ...line } = row;
    const v = line.values;
    const reasons = [...own];
    const lower = v.username.toLowerCase();
    if (v.username && seenNames.has(lower)) reasons.push(`登录账号：与第 ${seenNames.get(lower)} 行重复`);
    else if (takenNames.has(v.username)) reasons.push('登录账号：用户名已存在');
    if (v.username) seenNames.set(lower, seenNames.get(lower) ?? row.line);
    if (v.phone && seenPhones.has(v.phone)) reasons.push(`手机号码：与第 ${seenPhones.get(v.phone)} 行重复`);
    else if (v.phone && takenPhones.has(v.phone)) reasons.push('手机号码：该手机号已被其他账号使用');
    if (v.phone) seenPhones.set(v.phone, seenPhones.get(v.phone) ?? row.line);
    for (const code of codes(v.departs)) {
      if (!lookups.departs.has(code)) reasons.push(`部门编码：${code} 不存在`);
    }
    for (const code of codes(v.roles)) {
      if (!lookups.roles.has(code)) reasons.push(`角色编码：${code} 不存在`);
    }
    if (reasons.length) problems.push({ ...line, reasons });
  }
  return problems;
}

async function lookupsOf(ctx: AuthCtx, rows: ImportRow[]): Promise<Lookups> {
  const departCodes = [...new Set(rows.flatMap((r) => codes(r.values.departs)))];
  const roleCodes = [...new Set(rows.flatMap((r) => codes(r.values.roles)))];
  const departs = departCodes.length
    ? await ctx.db.list(sysDepart, { where: inArray(sysDepart.orgCode, departCodes) })
    : [];
  const roles = roleCodes.length
    ? await ctx.db.list(sysRole, { where: inArray(sysRole.roleCode, roleCodes) })
    : [];
  return {
    departs: new Map(departs.map((d) => [d.orgCode, d.id])),
    roles: new Map(roles.map((r) => [r.roleCode, r.id])),
  };
}

async function hashAll(rows: ImportRow[]): Promise<string[]> {
  const hashes: string[] = [];
  for (let i = 0; i < rows.length; i += HASH_PARALLEL) {
    const chunk = rows.slice(i, i + HASH_PARALLEL);
    hashes.push(...(await Promise.all(chunk.map((r) => hashPassword(r.values.password)))));
  }
  return hashes;
}

function result(total: number, errors: number, extra: Partial<UserImportResult> = {}): UserImportResult {
  return {
    totalCount: total,
    errorCount: errors,
    successCount: errors ? 0 : total,
    msg: '',
    fileUrl: null,
    fileName: null,
    ...extra,
  };
}

/**
 * 导入用户 (.xlsx, JeecgBoot layout): all or nothing. Any bad row → nothing is written and the reply
 * (code 201) links a stored workbook listing every bad row and why; `dryRun=true` only checks.
 */
export function registerUserImportRoute(r: Registrar, services: ModuleServices): void {
  r.route(
    userRoutes.importExcel,
    async (ctx, { query, body }): Promise<Reply<UserImportResult> | Reply<null>> => {
      if (path.extname(body.file.filename).toLowerCase() !== '.xlsx') return fail(ImportMsg.wrongFile);
      const upload = classifyUpload(body.file);
      if ('error' in upload) return fail(upload.error);
      if (upload.kind !== 'xlsx') return fail(ImportMsg.wrongFile);
      // Parse, rows by header and each row's own checks in the spreadsheet pool (import-worker.ts).
      const checked = await parseWorkbookWith(upload.data, SMALL_SHEET, userRowsTask);
      if ('error' in checked) return fail(checked.error);
      const rows = checked.rows;

      const lookups = await lookupsOf(ctx, rows);
      const problems = await problemsOf(ctx, services, rows, lookups);
      if (problems.length) {
        const columns = [
          ...USER_COLUMNS,
          { key: 'line', header: '行号', width: 8 },
          { key: 'reasons', header: '错误原因', width: 60 },
        ];
        const workbook = await userWorkbook(
          '用户导入错误清单',
          ctx.username,
          problems.map((p) => ({
            ...p.values,
            password: '',
            line: String(p.line),
            reasons: p.reasons.join('；'),
          })),
          columns,
        );
        const fileName = '用户导入错误清单.xlsx';
        const fileUrl = await storeGeneratedFile(ctx, services.files, {
          biz: 'importError',
          extension: 'xlsx',
          fileName,
          contentType: UPLOAD_TYPES.xlsx,
          data: workbook,
        });
        const message = ImportReplyMsg.rejected(problems.length, rows.length);
        const reply = okWith(
          message,
          result(rows.length, problems.length, {
            msg: message,
            fileName,
            fileUrl,
          }),
        );
        return { ...reply, code: ResultCode.IMPORT_PARTIAL };
      }
      if (query.dryRun === 'true') {
        const message = ImportReplyMsg.checked(rows.length);
        return okWith(message, result(rows.length, 0, { successCount: 0, msg: message }));
      }

      const hashes = await hashAll(rows);
      const hashed = rows.map((row, i) => ({ v: row.values, password: hashes[i] ?? '' }));
      const accountOf = ({ v, password }: (typeof hashed)[number]) => ({
        username: v.username,
        realname: v.realname,
        password,
        sex: sexOf(v.sex),
        birthday: v.birthday || null,
        phone: v.phone || null,
        email: v.email || null,
        workNo: v.workNo || null,
        post: v.post || null,
        telephone: v.telephone || null,
        status: statusOf(v.status),
      });
      let held = false;
      await services.accounts.create(
        ctx.tenantId,
        ctx.username,
        hashed,
        accountOf,
        async (tdb, id, { v }) => {
          held =
            (await setRoles(
              tdb,
              id,
              codes(v.roles).flatMap((c) => lookups.roles.get(c) ?? []),
              { actor: ctx, services },
            )) || held;
          await setDeparts(
            tdb,
            id,
            codes(v.departs).flatMap((c) => lookups.departs.get(c) ?? []),
          );
        },
      );
      ctx.logSubject(`${rows.length} 个用户`);
      const message = held
        ? `${ImportReplyMsg.imported(rows.length)}${CLINICAL_GRANT_MESSAGES.awaitingMember}`
        : ImportReplyMsg.imported(rows.length);
      return okWith(message, result(rows.length, 0, { msg: message }));
    },
  );
}
