import type { GridColumn, GridRow } from './types.ts';

export const STATISTICS_LABELS = { sum: '合计', average: '平均' } as const;

function numbersOf(rows: readonly GridRow[], key: string): number[] {
  // Empty cells are not zeros: they do not pull the average down.
  return rows
    .filter((r) => r[key] !== '' && r[key] !== null && r[key] !== undefined)
    .map((r) => Number(r[key]))
    .filter(Number.isFinite);
}

/** The sum/average footer rows: per statistics kind used by a column, each column's figure. */
export function footerRows(
  columns: readonly GridColumn[],
  rows: readonly GridRow[],
): { kind: 'sum' | 'average'; label: string; values: Record<string, string> }[] {
  const kinds = (['sum', 'average'] as const).filter((k) => columns.some((c) => c.statistics?.includes(k)));
  return kinds.map((kind) => {
    const values: Record<string, string> = {};
    for (const column of columns) {
      if (!column.statistics?.includes(kind)) continue;
      const numbers = numbersOf(rows, column.key);
      const sum = numbers.reduce((a, b) => a + b, 0);
      values[column.key] = kind === 'sum' ? round(sum) : numbers.length ? round(sum / numbers.length) : '0';
    }
    return { kind, label: STATISTICS_LABELS[kind], values };
  });
}

/** Two decimals at most, without float noise (0.1 + 0.2 shows 0.3). */
const round = (n: number) => String(Math.round(n * 100) / 100);
