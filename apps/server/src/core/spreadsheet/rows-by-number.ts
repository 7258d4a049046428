import type { SheetLine } from './limits.ts';

/**
 * Parsed rows laid out so that `rows[i]` is spreadsheet row `i + 1` (rows never written stay `[]`),
 * for readers that name real row numbers in their errors. Row numbers are bounded by the parse's
 * `maxRows`, so the array is too.
 */
export function rowsByNumber(lines: readonly SheetLine[]): string[][] {
  const last = lines.reduce((max, line) => Math.max(max, line.row), 0);
  const rows: string[][] = Array.from({ length: last }, () => []);
  for (const line of lines) rows[line.row - 1] = line.cells;
  return rows;
}
