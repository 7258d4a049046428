import { and, eq, sql } from 'drizzle-orm';
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

type Fields = { field: string; code: string }[];

function fieldsOf(dicts: Dicts): Fields {
  return Object.entries(dicts).flatMap(([field, code]) => (code ? [{ field, code }] : []));
}

/** Dictionary texts by code and value; unknown values read as themselves. */
export type DictTexts = (code: string, value: string) => string;

/**
 * The texts the dictionary fields of `rows` need, in one query whatever the page size: only the
 * dictionaries and values that occur are read. Run it in the page's transaction.
 */
export async function loadDictTexts(
  db: TenantDb,
  dicts: Dicts,
  rows: readonly unknown[],
): Promise<DictTexts> {
  const fields = fieldsOf(dicts);
  const values = new Set<string>();
  for (const row of rows) {
    for (const { field } of fields) {
      for (const v of text((row as Item)[field])?.split(',') ?? []) values.add(v);
    }
  }
  if (!values.size) return (_code, value) => value;
  // A kept statement: every list page with dictionary fields runs it (bench/list.ts).
  const found = await db
    .select({ code: sysDict.dictCode, value: sysDictItem.itemValue, text: sysDictItem.itemText })
    .from(sysDictItem)
    .innerJoin(sysDict, eq(sysDict.id, sysDictItem.dictId))
    .where(
      and(
        sql`${sysDict.dictCode} = any(${sql.placeholder('codes')})`,
        sql`${sysDictItem.itemValue} = any(${sql.placeholder('values')})`,
      ),
    )
    .kept('dict-texts', { codes: [...new Set(fields.map((f) => f.code))], values: [...values] });
  const texts = new Map(found.map((row) => [`${row.code}\u0000${row.value}`, row.text]));
  return (code, value) => texts.get(`${code}\u0000${value}`) ?? value;
}

/** JeecgBoot `@Dict`: `<field>_dictText` beside each translated field, comma lists item by item. */
export function withDictText<T>(dicts: Dicts, records: T[], texts: DictTexts): T[] {
  const fields = fieldsOf(dicts);
  if (!fields.length) return records;
  return records.map((record) => {
    const out: Item = { ...(record as Item) };
    for (const { field, code } of fields) {
      const raw = text(out[field]);
      if (raw === undefined || raw === '') continue;
      out[`${field}_dictText`] = raw
        .split(',')
        .map((v) => texts(code, v))
        .join(',');
    }
    return out as T;
  });
}
