import { and, eq, inArray } from 'drizzle-orm';
import { sysDict, sysDictItem } from '../../db/schema.ts';
import type { TenantDb } from '../tenant-db.ts';

type Dicts = Readonly<Partial<Record<string, string>>>;
type Item = Record<string, unknown>;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;

/** Table dictionaries (`table,text,code`) stay with the dict module; lists translate plain codes. */
export function assertPlainDicts(path: string, dicts: Dicts): void {
  for (const code of Object.values(dicts)) {
    if (code?.includes(',')) throw new Error(`${path}: list dictionaries must be plain dict codes (${code})`);
  }
}

/**
 * JeecgBoot `@Dict`: adds `<field>_dictText` to each record, every comma-separated value translated
 * and unknown values passed through. One query for the page, whatever its size: only the
 * dictionaries and values that occur on it are read.
 */
export async function withDictText<T>(db: TenantDb, dicts: Dicts, records: T[]): Promise<T[]> {
  const fields = Object.entries(dicts).flatMap(([field, code]) => (code ? [{ field, code }] : []));
  if (!fields.length || !records.length) return records;
  const values = new Set<string>();
  for (const record of records) {
    for (const { field } of fields) {
      for (const v of text((record as Item)[field])?.split(',') ?? []) values.add(v);
    }
  }
  if (!values.size) return records;
  const rows = await db
    .select({ code: sysDict.dictCode, value: sysDictItem.itemValue, text: sysDictItem.itemText })
    .from(sysDictItem)
    .innerJoin(sysDict, eq(sysDict.id, sysDictItem.dictId))
    .where(
      and(
        inArray(sysDict.dictCode, [...new Set(fields.map((f) => f.code))]),
        inArray(sysDictItem.itemValue, [...values]),
      ),
    );
  const texts = new Map(rows.map((row) => [`${row.code}\u0000${row.value}`, row.text]));
  return records.map((record) => {
    const out: Item = { ...(record as Item) };
    for (const { field, code } of fields) {
      const raw = text(out[field]);
      if (raw === undefined || raw === '') continue;
      out[`${field}_dictText`] = raw
        .split(',')
        .map((v) => texts.get(`${code}\u0000${v}`) ?? v)
        .join(',');
    }
    return out as T;
  });
}
