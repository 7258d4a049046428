import type { SheetLimits, SheetLine } from './limits.ts';
import { quoted, SpreadsheetMsg } from './messages.ts';
import { SheetProblem, walkXml } from './xml-walk.ts';

const DAY_MS = 86_400_000;
/** Day 0 of Excel's 1900 date system (serials from 61 on; Excel counts a 29 February 1900 that never was). */
const EPOCH_1900 = Date.UTC(1899, 11, 30);
const EPOCH_1904 = Date.UTC(1904, 0, 1);
/** Serials beyond 9999-12-31 are not dates Excel shows. */
const MAX_DATE_SERIAL = 2_958_465;

export type SheetContext = {
  shared: readonly string[];
  dateStyles: readonly boolean[];
  date1904: boolean;
  limits: SheetLimits;
};

/** A row number as written (`r="12"`), checked against the cap before it is used. */
function rowNumber(text: string, maxRows: number): number {
  if (!/^\d{1,10}$/.test(text)) throw new SheetProblem(SpreadsheetMsg.badReference(quoted(text)));
  const row = Number(text);
  if (row < 1) throw new SheetProblem(SpreadsheetMsg.badReference(quoted(text)));
  if (row > maxRows) throw new SheetProblem(SpreadsheetMsg.rowBeyond(quoted(text), maxRows));
  return row;
}

/** The column of a cell reference (`AB12` → 28), stopped as soon as it passes the cap: never a giant index. */
function columnNumber(ref: string, maxColumns: number): number {
  let column = 0;
  let at = 0;
  for (; at < ref.length; at++) {
    const code = ref.charCodeAt(at);
    if (code < 65 || code > 90) break;
    column = column * 26 + (code - 64);
    if (column > maxColumns) throw new SheetProblem(SpreadsheetMsg.columnBeyond(quoted(ref), maxColumns));
  }
  if (at === 0 || !/^\d{0,10}$/.test(ref.slice(at))) {
    throw new SheetProblem(SpreadsheetMsg.badReference(quoted(ref)));
  }
  return column;
}

function dateText(serial: number, date1904: boolean): string | undefined {
  if (!Number.isFinite(serial) || serial < 1 || serial > MAX_DATE_SERIAL) return undefined;
  const epoch = date1904 ? EPOCH_1904 : EPOCH_1900;
  return new Date(epoch + Math.floor(serial) * DAY_MS).toISOString().slice(0, 10);
}

type OpenCell = { column: number; type: string; dateStyled: boolean; value: string; inline: string };

/**
 * The rows of one worksheet part, streamed: every `<row>` element in order with its cell texts.
 * Row numbers, column letters, the number of rows and each cell's text are checked against the
 * limits as they are read, so a reference like `ZZZZZZ1` or `r="99999999"` is refused before
 * anything is sized by it. Dates (numbers in a date format) become `YYYY-MM-DD`; booleans
 * `TRUE`/`FALSE`; error cells and formulas' own text are left out (their cached value is kept).
 */
export function readSheetRows(xml: Uint8Array, context: SheetContext): SheetLine[] {
  const { limits, shared } = context;
  const lines: SheetLine[] = [];
  let line: SheetLine | null = null;
  let cell: OpenCell | null = null;
  let capture: 'value' | 'inline' | null = null;
  let inPhonetic = false;
  let lastColumn = 0;

  const endRow = () => {
    if (line) lines.push({ row: line.row, cells: Array.from(line.cells, (text) => text ?? '') });
    line = null;
  };
  const endCell = () => {
    if (!cell || !line) return;
    const text = cellText(cell).trim();
    if (text) line.cells[cell.column - 1] = text;
    cell = null;
    capture = null;
  };
  const cellText = ({ type, value, inline, dateStyled }: OpenCell): string => {
    if (type === 's') return shared[Number(value)] ?? '';
    if (type === 'inlineStr') return inline;
    if (type === 'b') return value.trim() === '1' ? 'TRUE' : 'FALSE';
    if (type === 'e') return '';
    if (dateStyled && (type === 'n' || type === ''))
      return dateText(Number(value), context.date1904) ?? value;
    return value;
  };

  walkXml(xml, {
    open(name, attrs) {
      if (name === 'row') {
        endCell();
        const previous: number = line?.row ?? lines.at(-1)?.row ?? 0;
        endRow();
        if (lines.length >= limits.maxRows) throw new SheetProblem(limits.tooManyRows);
        const row = attrs.r === undefined ? previous + 1 : rowNumber(attrs.r, limits.maxRows);
        if (row > limits.maxRows)
          throw new SheetProblem(SpreadsheetMsg.rowBeyond(String(row), limits.maxRows));
        line = { row, cells: [] };
        lastColumn = 0;
      } else if (name === 'c' && line) {
        endCell();
        const column = attrs.r === undefined ? lastColumn + 1 : columnNumber(attrs.r, limits.maxColumns);
        if (column > limits.maxColumns) {
          throw new SheetProblem(SpreadsheetMsg.columnBeyond(String(column), limits.maxColumns));
        }
        lastColumn = column;
        const dateStyled = context.dateStyles[Number(attrs.s ?? 0)] === true;
        cell = { column, type: attrs.t ?? '', dateStyled, value: '', inline: '' };
      } else if (cell) {
        if (name === 'v') capture = 'value';
        else if (name === 'rPh') inPhonetic = true;
        else if (name === 't' && !inPhonetic) capture = 'inline';
      }
    },
    text(text) {
      if (!cell || !line || !capture) return;
      const sofar = capture === 'value' ? cell.value : cell.inline;
      if (sofar.length + text.length > limits.maxCellChars) {
        throw new SheetProblem(SpreadsheetMsg.cellTooLong(line.row, limits.maxCellChars));
      }
      if (capture === 'value') cell.value += text;
      else cell.inline += text;
    },
    close(name) {
      if (name === 'v' || name === 't') capture = null;
      else if (name === 'rPh') inPhonetic = false;
      else if (name === 'c') endCell();
      else if (name === 'row') {
        endCell();
        endRow();
      }
    },
  });
  endCell();
  endRow();
  return lines;
}
