import type { DictItem } from '@xinmiao/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { dictItem } from '../../core/dict-item.ts';
import type { TenantDb } from '../../core/tenant-db.ts';
import { sysDict, sysDictItem } from '../../db/schema.ts';

/** Enabled items of the tenant's non-deleted dictionaries, dictCode → items in sort order. */
export async function allDictItems(tdb: TenantDb, codes?: string[]): Promise<Record<string, DictItem[]>> {
  const dicts = await tdb.list(sysDict, {
    where: and(eq(sysDict.delFlag, 0), codes ? inArray(sysDict.dictCode, codes) : undefined),
  });
  const out: Record<string, DictItem[]> = {};
  if (!dicts.length) return out;
  const codeById = new Map(dicts.map((d) => [d.id, d.dictCode]));
  for (const d of dicts) out[d.dictCode] = [];
  const items = await tdb.list(sysDictItem, {
    where: and(
      inArray(
        sysDictItem.dictId,
        dicts.map((d) => d.id),
      ),
      eq(sysDictItem.status, 1),
    ),
    orderBy: [asc(sysDictItem.sortOrder), asc(sysDictItem.id)],
  });
  for (const item of items) {
    const code = codeById.get(item.dictId);
    if (code) out[code]?.push(dictItem(item.itemValue, item.itemText, item.itemColor));
  }
  return out;
}
