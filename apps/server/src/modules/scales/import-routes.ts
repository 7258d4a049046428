import { type ItemBankResult, parseItemBank, parseItemBankRows } from '@xinmiao/scales';
import { type ImportItemsResult, ResultCode, ScaleMsg, scaleRoutes } from '@xinmiao/shared';
import { and, eq } from 'drizzle-orm';
import { okWith, type Reply } from '../../core/envelope.ts';
import type { Registrar } from '../../core/register-route.ts';
import type { TenantDb } from '../../core/tenant-db.ts';
import { evalScaleVersion } from '../../db/schema.ts';
import { itemBankJson } from './item-bank-json.ts';
import { saveSetting } from './setting-store.ts';

function parseBody(body: Record<string, unknown>): ItemBankResult {
  const { rows, ...rest } = body;
  if (!Array.isArray(rows)) return parseItemBank(rest);
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
  const scale = text(rest.scale);
  if (!scale) return { ok: false, errors: [{ row: null, field: 'scale', message: '请选择量表' }] };
  const version = text(rest.version);
  const source = text(rest.source);
  return parseItemBankRows(rows, {
    scale,
    ...(version ? { version } : {}),
    ...(source ? { source } : {}),
  });
}

/** Import labels read `<base version>-题库<n>`, numbered per scale and tenant. */
async function nextLabel(db: TenantDb, scale: string, base: string): Promise<string> {
  const where = and(eq(evalScaleVersion.scaleCode, scale), eq(evalScaleVersion.source, 'import'));
  const n = where ? await db.count(evalScaleVersion, where) : 0;
  return `${base}-题库${n + 1}`;
}

function rejected(result: ImportItemsResult): Reply<ImportItemsResult> {
  const message = `${ScaleMsg.importFailed}（共 ${result.errors.length} 处错误）`;
  return { success: false, message, code: ResultCode.ERROR, result, timestamp: Date.now() };
}

export function registerImportRoutes(r: Registrar): void {
  r.route(scaleRoutes.importItems, async (ctx, { body }) => {
    const parsed = parseBody(body);
    if (!parsed.ok) return rejected({ version: null, imported: 0, errors: [...parsed.errors] });
    const { bank } = parsed;
    const label = await ctx.db.transaction(async (tx) => {
      const version = await nextLabel(tx, bank.scale, bank.version);
      await tx.insert(evalScaleVersion, {
        scaleCode: bank.scale,
        version,
        baseVersion: bank.version,
        source: 'import',
        note: bank.source,
        definition: itemBankJson(bank),
        createBy: ctx.username,
      });
      await saveSetting(tx, bank.scale, { pinnedVersion: version }, ctx.username);
      return version;
    });
    const message = `导入成功！共 ${bank.items.length} 题，已设为当前版本 ${label}`;
    return okWith(message, { version: label, imported: bank.items.length, errors: [] });
  });
}
