import type { ItemBank, ItemBankError, Scale } from '@xinmiao/scales';
import { type ImportItemsResult, importedMessage, ResultCode, ScaleMsg } from '@xinmiao/shared';
import { and, eq } from 'drizzle-orm';
import { okWith, type Reply } from '../../core/envelope.ts';
import type { TenantDb } from '../../core/tenant-db.ts';
import { evalScaleVersion } from '../../db/schema.ts';
import { ScaleCatalog } from './catalog.ts';

/** The tenant's scale an item bank is for (built-in or the tenant's own), or the error to report. */
export async function importTarget(db: TenantDb, code: string | undefined): Promise<Scale | ItemBankError> {
  if (!code) return { row: null, field: 'scale', message: '请选择量表' };
  const entry = (await ScaleCatalog.load(db)).get(code);
  return entry ? entry.scale : { row: null, field: 'scale', message: `未找到量表 ${code}` };
}

export function rejected(errors: readonly ItemBankError[]): Reply<ImportItemsResult> {
  const result: ImportItemsResult = { version: null, imported: 0, errors: [...errors] };
  const message = `${ScaleMsg.importFailed}（共 ${errors.length} 处错误）`;
  return { success: false, message, code: ResultCode.ERROR, result, timestamp: Date.now() };
}

/** Import labels read `<base version>-题库<n>`, numbered per scale and tenant. */
async function nextLabel(db: TenantDb, scale: string, base: string): Promise<string> {
  const where = and(eq(evalScaleVersion.scaleCode, scale), eq(evalScaleVersion.source, 'import'));
  const n = where ? await db.count(evalScaleVersion, where) : 0;
  return `${base}-题库${n + 1}`;
}

/**
 * Stores an accepted bank as a new, inactive tenant version: the version in use does not change until
 * someone enables the new one (`enableVersion`), after a confirm naming the packages that use the
 * scale. The bank is stored as parsed: it is in the import format itself, so `parseItemBank` reads
 * the row back.
 */
export async function storeBank(db: TenantDb, bank: ItemBank): Promise<Reply<ImportItemsResult>> {
  const label = await db.transaction(async (tx) => {
    const version = await nextLabel(tx, bank.scale, bank.version);
    await tx.insert(evalScaleVersion, {
      scaleCode: bank.scale,
      version,
      baseVersion: bank.version,
      source: 'import',
      note: bank.source,
      definition: bank,
    });
    return version;
  });
  const message = importedMessage(bank.items.length, label);
  return okWith(message, { version: label, imported: bank.items.length, errors: [] });
}
