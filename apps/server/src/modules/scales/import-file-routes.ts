import {
  type ItemBankError,
  type ItemBankResult,
  parseItemBank,
  parseItemBankRows,
  type Scale,
} from '@xinmiao/scales';
import { scaleRoutes } from '@xinmiao/shared';
import type { Registrar } from '../../core/register-route.ts';
import { parseWorkbook } from '../../core/spreadsheet/pool.ts';
import { rowsByNumber } from '../../core/spreadsheet/rows-by-number.ts';
import { classifyUpload, SMALL_SHEET } from '../../core/spreadsheet/upload-kind.ts';
import { importTarget, rejected, storeBank } from './import-store.ts';

const fileProblem = (message: string): ItemBankError => ({ row: null, field: '(file)', message });

/** The uploaded bank checked against its scale: the parsed sheet's rows, or the JSON text. */
function parseUpload(
  upload: { kind: 'xlsx'; rows: string[][] } | { kind: 'json'; text: string },
  scale: Scale,
  version: string | undefined,
): ItemBankResult {
  if (upload.kind === 'json') return parseItemBank(upload.text, { scale });
  return parseItemBankRows(upload.rows, { scale, ...(version ? { version } : {}) });
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
    // The workbook is read (in the spreadsheet pool) before the scale is looked up: a bad file is told so first.
    const sheet = upload.kind === 'xlsx' ? await parseWorkbook(upload.data, SMALL_SHEET) : undefined;
    if (sheet && 'error' in sheet) return rejected([fileProblem(sheet.error)]);
    const version = body.version || query.version || undefined;
    const code =
      body.scaleCode || query.scaleCode || (upload.kind === 'json' ? jsonScaleCode(upload.text) : undefined);
    const target = await importTarget(ctx.db, code);
    if (!('code' in target)) return rejected([target]);
    const parsed = parseUpload(
      upload.kind === 'json' ? upload : { kind: 'xlsx', rows: rowsByNumber(sheet?.rows ?? []) },
      target,
      version,
    );
    if (!parsed.ok) return rejected(parsed.errors);
    ctx.logSubject(`${target.code} ${target.name}`);
    return storeBank(ctx.db, parsed.bank);
  });
}
