import { checkItemBank, type ItemBankError } from '@xinmiao/scales';
import { scaleRoutes } from '@xinmiao/shared';
import type { Registrar } from '../../core/register-route.ts';
import { classifyUpload } from '../../core/spreadsheet/upload-kind.ts';
import { importTarget, rejected, storeBank } from './import-store.ts';
import { readBank } from './read-bank.ts';

const fileProblem = (message: string): ItemBankError => ({ row: null, field: '(file)', message });

/**
 * 上传题库文件: `.xlsx` (first worksheet, format of `parseItemBankRows`) or `.json` (the import format).
 * All-or-report like the JSON route, and an accepted bank is stored by the same code.
 */
export function registerImportFileRoutes(r: Registrar): void {
  r.route(scaleRoutes.importItemsFile, async (ctx, { query, body }) => {
    const upload = classifyUpload(body.file);
    if ('error' in upload) return rejected([fileProblem(upload.error)]);
    const version = body.version || query.version || undefined;
    // The file is read (in the spreadsheet pool) before the scale is looked up: a bad file is told so first.
    const read =
      upload.kind === 'xlsx'
        ? await readBank.workbook(upload.data, version ? { version } : {})
        : await readBank.json(upload.text);
    if ('error' in read) return rejected([fileProblem(read.error)]);
    if (!read.ok) return rejected(read.errors);
    // A JSON bank names its scale itself; the upload's choice, when given, must agree (`checkItemBank`).
    const target = await importTarget(
      ctx.db,
      body.scaleCode || query.scaleCode || read.draft.scale || undefined,
    );
    if (!('code' in target)) return rejected([target]);
    const parsed = checkItemBank(read.draft, { scale: target });
    if (!parsed.ok) return rejected(parsed.errors);
    ctx.logSubject(`${target.code} ${target.name}`);
    return storeBank(ctx.db, parsed.bank);
  });
}
