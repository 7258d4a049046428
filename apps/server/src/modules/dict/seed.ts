import { eq } from 'drizzle-orm';
import type { TenantDb } from '../../core/tenant-db.ts';
import { sysDict, sysDictItem } from '../../db/schema.ts';
import { DICTS, type DictSpec } from './dicts.ts';

/** Creates the given dictionaries with their items in one school. */
export async function installDicts(tdb: TenantDb, dicts: readonly DictSpec[]): Promise<void> {
  for (const dict of dicts) {
    const [dictId] = await tdb.insert(sysDict, {
      dictName: dict.name,
      dictCode: dict.code,
      createBy: 'admin',
    });
    await tdb.insert(
      sysDictItem,
      dict.items.map(([value, text, color], i) => ({
        dictId: dictId ?? '',
        itemValue: value,
        itemText: text,
        itemColor: color ?? null,
        sortOrder: i + 1,
        createBy: 'admin',
      })),
    );
  }
}

/**
 * At start-up: a school lacking a dictionary the code reads (it predates it) is given it. One it
 * deleted into the recycle bin still counts as present; that is the school's own choice.
 */
export async function ensureRequiredDicts(tdb: TenantDb): Promise<void> {
  for (const dict of DICTS.filter((d) => d.required)) {
    if (await tdb.first(sysDict, eq(sysDict.dictCode, dict.code), { withDeleted: true })) continue;
    await tdb.transaction((t) => installDicts(t, [dict]));
  }
}
