import { posix } from 'node:path';
import { walkXml } from './xml-walk.ts';

/** Built-in number formats that show dates (ECMA-376 §18.8.30). */
const BUILT_IN_DATE_FORMATS = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 45, 46, 47]);
/** Excel allows 64,000 cell formats per workbook. */
const MAX_CELL_FORMATS = 64_000;

/** A custom format shows a date when, outside quoted text, escapes and `[…]`, it has a date or time letter. */
const isDateFormat = (code: string) =>
  /[dmyhs]/i.test(code.replace(/"[^"]*"|\\.|\[[^\]]*\]/g, '').replace(/General/gi, ''));

/** The part of the workbook's first sheet, and whether its dates count from 1904. */
export function firstSheet(
  workbookXml: Uint8Array,
  relsXml: Uint8Array,
): { path: string | undefined; date1904: boolean } {
  let relationId: string | undefined;
  let date1904 = false;
  walkXml(workbookXml, {
    open(name, attrs) {
      if (name === 'workbookPr') date1904 = attrs.date1904 === '1' || attrs.date1904 === 'true';
      if (name !== 'sheet' || relationId !== undefined) return;
      const key = Object.keys(attrs).find((k) => k === 'id' || k.endsWith(':id'));
      relationId = key ? attrs[key] : undefined;
    },
  });
  let path: string | undefined;
  walkXml(relsXml, {
    open(name, attrs) {
      if (name !== 'Relationship' || path !== undefined || attrs.Id !== relationId) return;
      const target = attrs.Target ?? '';
      path = target.startsWith('/') ? target.slice(1) : posix.normalize(`xl/${target}`);
    },
  });
  return { path, date1904 };
}

/** For each cell format (`s` of a cell), whether it shows a date: read from `cellXfs` and custom `numFmts`. */
export function dateStyles(stylesXml: Uint8Array | undefined): boolean[] {
  if (!stylesXml) return [];
  const customDates = new Set<number>();
  const styles: boolean[] = [];
  let inCellXfs = false;
  walkXml(stylesXml, {
    open(name, attrs) {
      if (name === 'numFmt' && isDateFormat(attrs.formatCode ?? '')) customDates.add(Number(attrs.numFmtId));
      if (name === 'cellXfs') inCellXfs = true;
      if (name === 'xf' && inCellXfs && styles.length < MAX_CELL_FORMATS) {
        const id = Number(attrs.numFmtId ?? 0);
        styles.push(BUILT_IN_DATE_FORMATS.has(id) || customDates.has(id));
      }
    },
    close(name) {
      if (name === 'cellXfs') inCellXfs = false;
    },
  });
  return styles;
}
