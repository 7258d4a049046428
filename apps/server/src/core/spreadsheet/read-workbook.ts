import type { SheetLimits, WorkbookRows } from './limits.ts';
import { SpreadsheetMsg } from './messages.ts';
import { readSharedStrings } from './shared-strings.ts';
import { readSheetRows } from './sheet-rows.ts';
import { dateStyles, firstSheet } from './workbook-parts.ts';
import { SheetProblem } from './xml-walk.ts';
import { checkZip, type ZipProblem } from './zip-guard.ts';

const ZIP_PROBLEM_MESSAGE: Record<ZipProblem, string> = {
  'not-zip': SpreadsheetMsg.notXlsx,
  'too-big': SpreadsheetMsg.tooBig,
  unsupported: SpreadsheetMsg.unsupported,
  inconsistent: SpreadsheetMsg.inconsistent,
};

/**
 * The first worksheet of an uploaded .xlsx as plain rows. The archive is checked first (entry count,
 * sizes, ratios, CRCs: `checkZip`), then the parts are streamed through the XML parser with every
 * bound of `limits` checked before it is allocated. Synchronous and CPU-bound: run it only in the
 * parsing pool (`parseWorkbook`), never on the server's event loop.
 */
export function readWorkbook(file: Uint8Array, limits: SheetLimits): WorkbookRows {
  const checked = checkZip(Buffer.from(file.buffer, file.byteOffset, file.byteLength), limits.zip);
  if ('problem' in checked) return { error: ZIP_PROBLEM_MESSAGE[checked.problem] };
  const part = new Map(checked.entries.map((e) => [e.name, e.data]));
  try {
    const { path, date1904 } = firstSheet(
      part.get('xl/workbook.xml') ?? new Uint8Array(),
      part.get('xl/_rels/workbook.xml.rels') ?? new Uint8Array(),
    );
    const sheet = path === undefined ? undefined : part.get(path);
    if (!sheet) return { error: SpreadsheetMsg.noSheet };
    const shared = readSharedStrings(part.get('xl/sharedStrings.xml'), limits);
    const styles = dateStyles(part.get('xl/styles.xml'));
    return { rows: readSheetRows(sheet, { shared, dateStyles: styles, date1904, limits }) };
  } catch (error) {
    if (error instanceof SheetProblem) return { error: error.message };
    throw error;
  }
}
