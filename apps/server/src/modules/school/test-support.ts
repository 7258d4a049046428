import type { AccountSlipFiles, Student } from '@xinmiao/shared';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { TenantDb } from '../../core/tenant-db.ts';
import { schoolStudent, sysDepart } from '../../db/schema.ts';
import { auth, type TestApp } from '../../test/test-app.ts';

/** Signed-in demo accounts of a test app and small helpers over the school routes. */
export async function schoolSession(t: TestApp, names: readonly string[]) {
  const tokens = new Map<string, string>();
  for (const name of names) tokens.set(name, await t.login(name));
  const headers = (who: string) => auth(tokens.get(who) ?? '');
  const get = (url: string, who: string) =>
    t.call({ method: 'GET', url: `/jeecg-boot${url}`, headers: headers(who) });
  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, who: string, payload?: unknown) =>
    t.call({
      method,
      url: `/jeecg-boot${url}`,
      headers: headers(who),
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  /** A file download: the raw reply (headers, bytes), not an envelope. */
  const download = (url: string, who: string) =>
    t.app.inject({ method: 'GET', url: `/jeecg-boot${url}`, headers: headers(who) });
  const students = async (query: string, who: string) => {
    const reply = await get(`/school/student/list?pageSize=1000&${query}`, who);
    return (reply.body.result as { records: Student[] } | null)?.records ?? [];
  };
  return { tokens, headers, get, send, download, students };
}

export async function departId(t: TestApp, tenantId: number, name: string): Promise<string> {
  const row = await new TenantDb(t.db, tenantId).first(sysDepart, eq(sysDepart.departName, name));
  if (!row) throw new Error(`no depart ${name}`);
  return row.id;
}

/** The college-scoped class id (class names repeat across colleges). */
export async function classIdOf(
  t: TestApp,
  tenantId: number,
  orgPrefixOf: string,
  name: string,
): Promise<string> {
  const tdb = new TenantDb(t.db, tenantId);
  const parent = await tdb.first(sysDepart, eq(sysDepart.departName, orgPrefixOf));
  const rows = await tdb.list(sysDepart, { where: eq(sysDepart.departName, name) });
  const row = rows.find((r) => parent && r.orgCode.startsWith(parent.orgCode));
  if (!row) throw new Error(`no class ${name} under ${orgPrefixOf}`);
  return row.id;
}

export async function studentId(t: TestApp, tenantId: number, studentNo: string): Promise<string> {
  const row = await new TenantDb(t.db, tenantId).first(
    schoolStudent,
    and(eq(schoolStudent.studentNo, studentNo)),
  );
  if (!row) throw new Error(`no student ${studentNo}`);
  return row.id;
}

/** The first sheet of a base64 workbook as rows of cell texts (header row first). */
export async function readWorkbook(data: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(new Uint8Array(data).buffer);
  const rows: string[][] = [];
  workbook.worksheets[0]?.eachRow((row) => {
    rows.push(Array.from({ length: row.cellCount }, (_, i) => String(row.getCell(i + 1).value ?? '')));
  });
  return rows;
}

/** 学号 → initial password, read back from the Excel account slip of a createAccounts/resetAccounts reply. */
export async function slipPasswords(slip: AccountSlipFiles | null): Promise<Map<string, string>> {
  const passwords = new Map<string, string>();
  if (!slip) return passwords;
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(new Uint8Array(Buffer.from(slip.xlsx, 'base64')).buffer);
  for (const sheet of workbook.worksheets) {
    sheet.eachRow((row) => {
      const [, , studentNo, , password] = row.values as unknown[];
      if (typeof studentNo === 'string' && /^\d+$/.test(studentNo) && typeof password === 'string') {
        passwords.set(studentNo, password);
      }
    });
  }
  return passwords;
}
