import type { ZipEntry } from '../../scales/zip-guard.ts';

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** XML text with the five named entities and numeric references decoded (no DTD is ever read). */
export function xmlText(raw: string): string {
  return raw.replace(/&(#x[0-9a-fA-F]+|#\d+|[a-z]+);/g, (whole, name: string) => {
    if (name.startsWith('#x')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name] ?? whole;
  });
}

const textRuns = (xml: string) =>
  [...xml.matchAll(/<t(?:\s[^>]*)?>([^<]*)<\/t>/g)].map((m) => xmlText(m[1] ?? '')).join('');
const attr = (attrs: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(attrs)?.[1];

/** Column number (1-based) of a cell reference such as `AB12`. */
function columnOf(ref: string): number {
  let n = 0;
  for (const ch of ref) {
    const code = ch.charCodeAt(0);
    if (code < 65 || code > 90) break;
    n = n * 26 + (code - 64);
  }
  return n;
}

/** Path of the workbook's first worksheet, from workbook.xml and its relations. */
function firstSheetPath(entries: ReadonlyMap<string, string>): string | undefined {
  const workbook = entries.get('xl/workbook.xml') ?? '';
  const rels = entries.get('xl/_rels/workbook.xml.rels') ?? '';
  const sheet = /<sheet\b([^>]*)\/?>/.exec(workbook)?.[1] ?? '';
  const rid = attr(sheet, 'r:id');
  for (const m of rels.matchAll(/<Relationship\b([^>]*)\/?>/g)) {
    if (attr(m[1] ?? '', 'Id') !== rid) continue;
    const target = attr(m[1] ?? '', 'Target') ?? '';
    return target.startsWith('/') ? target.slice(1) : `xl/${target}`;
  }
  return undefined;
}

/**
 * The first worksheet of checked zip entries as `[row number, cell texts by column]`, read straight
 * from the sheet XML (shared strings, inline strings, numbers, booleans). A few regular expressions
 * over the part instead of a DOM or ExcelJS objects: linear in the file and no per-cell objects.
 */
export function* sheetRows(zip: readonly ZipEntry[]): Generator<[number, string[]]> {
  const wanted = new Map<string, string>();
  const decoder = new TextDecoder('utf-8');
  for (const e of zip) {
    if (
      e.name === 'xl/workbook.xml' ||
      e.name === 'xl/_rels/workbook.xml.rels' ||
      e.name === 'xl/sharedStrings.xml'
    ) {
      wanted.set(e.name, decoder.decode(e.data));
    }
  }
  const path = firstSheetPath(wanted);
  const sheet = zip.find((e) => e.name === path);
  if (!sheet) return;
  const shared = [...(wanted.get('xl/sharedStrings.xml') ?? '').matchAll(/<si>([\s\S]*?)<\/si>/g)].map((m) =>
    textRuns(m[1] ?? ''),
  );
  const xml = decoder.decode(sheet.data);
  for (const row of xml.matchAll(/<row\b([^>]*?)(?:\/>|>([\s\S]*?)<\/row>)/g)) {
    const number = Number(attr(row[1] ?? '', 'r') ?? 0);
    const cells: string[] = [];
    for (const cell of (row[2] ?? '').matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const attrs = cell[1] ?? '';
      const body = cell[2] ?? '';
      const column = columnOf(attr(attrs, 'r') ?? '') || cells.length + 1;
      const type = attr(attrs, 't');
      const value = /<v>([^<]*)<\/v>/.exec(body)?.[1];
      let text: string;
      if (type === 's') text = shared[Number(value)] ?? '';
      else if (type === 'inlineStr') text = textRuns(body);
      else if (type === 'b') text = value === '1' ? 'TRUE' : 'FALSE';
      else if (type === 'e') text = '';
      else text = xmlText(value ?? '');
      cells[column - 1] = text.trim();
    }
    yield [number, Array.from(cells, (c) => c ?? '')];
  }
}
