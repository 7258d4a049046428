import type { DictItem } from '@xinmiao/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import { dictItem } from '../../core/dict-item.ts';
import type { TenantDb } from '../../core/tenant-db.ts';
import { sysDict, sysDictItem } from '../../db/schema.ts';

/**
 * Enabled items of the tenant's non-deleted dictionaries, dictCode → items in sort order (a
 * dictionary without items maps to an empty list). One kept statement: every dictionary select of
 * the console calls this, and building the join cost more than running it (bench/request-cost.ts).
 */
export async function allDictItems(tdb: TenantDb, codes?: string[]): Promise<Record<string, DictItem[]>> {
  const query = tdb
    .select({
      dictCode: sysDict.dictCode,
      value: sysDictItem.itemValue,
      text: sysDictItem.itemText,
      color: sysDictItem.itemColor,
    })
    .from(sysDict)
    .leftJoin(sysDictItem, and(eq(sysDictItem.dictId, sysDict.id), eq(sysDictItem.status, 1)))
    .where(
      and(
        eq(sysDict.delFlag, 0),
        codes ? sql`${sysDict.dictCode} = any(${sql.placeholder('codes')})` : undefined,
      ),
    )
    .orderBy(asc(sysDictItem.sortOrder), asc(sysDictItem.id));
  const rows = codes ? await query.kept('dict-items-of', { codes }) : await query.kept('dict-items-all');
  const out: Record<string, DictItem[]> = {};
  for (const row of rows) {
    if (!row.dictCode) continue;
    const items = out[row.dictCode] ?? [];
    out[row.dictCode] = items;
    if (row.value !== null && row.text !== null) items.push(dictItem(row.value, row.text, row.color));
  }
  return out;
}
