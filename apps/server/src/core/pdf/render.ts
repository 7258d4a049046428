import PDFDocument from 'pdfkit';
import { CJK_FONT_FACE, cjkFontPath } from './font.ts';

export type PdfColumn = { title: string /** Share of the line's width. */; width: number };

/** What a document is made of, top to bottom. */
export type PdfBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'table'; columns: readonly PdfColumn[]; rows: readonly (readonly string[])[] }
  | { kind: 'pageBreak' };

export type PdfContent = { title: string; blocks: readonly PdfBlock[] };

const FONT = 'cjk';
const MARGIN = 50;
const CELL_PADDING = 5;
const TABLE_FONT_SIZE = 11;

type Doc = InstanceType<typeof PDFDocument>;

function columnWidths(doc: Doc, columns: readonly PdfColumn[]): number[] {
  const width = doc.page.width - 2 * MARGIN;
  const total = columns.reduce((sum, c) => sum + c.width, 0);
  return columns.map((c) => (c.width / total) * width);
}

function rowHeight(doc: Doc, widths: readonly number[], cells: readonly string[]): number {
  const text = widths.map((w, i) => doc.heightOfString(cells[i] ?? '', { width: w - 2 * CELL_PADDING }));
  return Math.max(...text) + 2 * CELL_PADDING;
}

function drawRow(doc: Doc, widths: readonly number[], cells: readonly string[], header: boolean): void {
  const top = doc.y;
  const height = rowHeight(doc, widths, cells);
  let x = MARGIN;
  widths.forEach((w, i) => {
    if (header) doc.rect(x, top, w, height).fillAndStroke('#eeeeee', '#000000').fillColor('#000000');
    else doc.rect(x, top, w, height).stroke();
    doc.text(cells[i] ?? '', x + CELL_PADDING, top + CELL_PADDING, { width: w - 2 * CELL_PADDING });
    x += w;
  });
  doc.x = MARGIN;
  doc.y = top + height;
}

/** A bordered table; a row that does not fit goes to the next page, under the header again. */
function drawTable(doc: Doc, block: Extract<PdfBlock, { kind: 'table' }>): void {
  doc.fontSize(TABLE_FONT_SIZE);
  const widths = columnWidths(doc, block.columns);
  const titles = block.columns.map((c) => c.title);
  const fits = (cells: readonly string[]) =>
    doc.y + rowHeight(doc, widths, cells) <= doc.page.height - MARGIN;
  if (!fits(titles)) doc.addPage();
  drawRow(doc, widths, titles, true);
  for (const row of block.rows) {
    if (!fits(row)) {
      doc.addPage();
      drawRow(doc, widths, titles, true);
    }
    drawRow(doc, widths, row, false);
  }
  doc.moveDown();
}

/**
 * Renders a document with Chinese text (the system's WenQuanYi Micro Hei, embedded as a subset) to
 * a PDF: A4, headings, paragraphs and bordered tables whose header repeats on every page.
 */
export function renderPdf(content: PdfContent): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: content.title } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont(FONT, cjkFontPath(), CJK_FONT_FACE);
  doc.font(FONT);
  for (const block of content.blocks) {
    if (block.kind === 'heading') doc.fontSize(16).text(block.text, { align: 'center' }).moveDown(0.5);
    else if (block.kind === 'paragraph') doc.fontSize(11).text(block.text).moveDown(0.5);
    else if (block.kind === 'table') drawTable(doc, block);
    else doc.addPage();
  }
  doc.end();
  return done;
}
