import type { TenantDb } from '../../core/tenant-db.ts';
import { sysDict, sysDictItem } from '../../db/schema.ts';
import type { DictSpec } from './dicts.ts';

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
