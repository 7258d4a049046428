import {
  type ItemBankError,
  type ItemBankResult,
  parseItemBank,
  parseItemBankRows,
  type Scale,
} from '@xinmiao/scales';
import { scaleRoutes } from '@xinmiao/shared';
import type { Registrar } from '../../core/register-route.ts';
import { importTarget, rejected, storeBank } from './import-store.ts';
import { classifyUpload } from './upload-kind.ts';
import { readFirstSheet } from './xlsx-rows.ts';
import type { ZipEntry } from './zip-guard.ts';

const fileProblem = (message: string): ItemBankError => ({ row: null, field: '(file)', message });

async function parseXlsx(
  entries: readonly ZipEntry[],
  scale: Scale,
  version: string | undefined,
): Promise<ItemBankResult> {
  const sheet = await readFirstSheet(entries);
  if ('error' in sheet) return { ok: false, errors: [fileProblem(sheet.error)] };
  return parseItemBankRows(sheet.rows, { scale, ...(version ? { version } : {}) });
}

/** The scale a JSON bank names itself, used when the upload does not say which scale it is for. */
function jsonScaleCode(text: string): string | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && 'scale' in value && typeof value.scale === 'string'
      ? value.scale
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * 上传题库文件: `.xlsx` (first worksheet, format of `parseItemBankRows`) or `.json` (the import format).
 * All-or-report like the JSON route, and an accepted bank is stored by the same code.
 */
export function registerImportFileRoutes(r: Registrar): void {
  r.route(scaleRoutes.importItemsFile, async (ctx, { query, body }) => {
    const upload = classifyUpload(body.file);
    if ('error' in upload) return rejected([fileProblem(upload.error)]);
    const version = body.version || query.version || undefined;
    const code =
      body.scaleCode || query.scaleCode || (upload.kind === 'json' ? jsonScaleCode(upload.text) : undefined);
    const target = await importTarget(ctx.db, code);
    if (!('code' in target)) return rejected([target]);
    const parsed =
      upload.kind === 'xlsx'
        ? await parseXlsx(upload.entries, target, version)
        : parseItemBank(upload.text, { scale: target });
    if (!parsed.ok) return rejected(parsed.errors);
    ctx.logSubject(`${target.code} ${target.name}`);
    return storeBank(ctx.db, parsed.bank);
  });
}
