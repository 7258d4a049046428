import { EXCEL_CONTENT_TYPE, ScaleMsg, scaleRoutes } from '@xinmiao/shared';
import { fail } from '../../core/envelope.ts';
import { FileReply } from '../../core/file-reply.ts';
import type { Registrar } from '../../core/register-route.ts';
import { displayName, ScaleCatalog } from './catalog.ts';
import { itemBankWorkbook } from './item-bank-workbook.ts';

/** 下载题库模板: the wording the tenant scores with now, as the .xlsx the file import reads. */
export function registerTemplateRoutes(r: Registrar): void {
  r.route(scaleRoutes.itemBankTemplate, async (ctx, { query }) => {
    const catalog = await ScaleCatalog.load(ctx.db);
    const entry = catalog.get(query.scaleCode);
    if (!entry) return fail(ScaleMsg.notFound);
    const { version } = await catalog.resolve(entry);
    const data = await itemBankWorkbook(displayName(entry), version);
    return new FileReply(data, EXCEL_CONTENT_TYPE, `${entry.code}-题库模板.xlsx`);
  });
}
