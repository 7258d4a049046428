import { SMALL_CELL_MIN, type StatCell, SUPPRESSED } from '@xinmiao/shared';

/** A count alone: "<5" when it is 1–4 (zero says nothing about anyone and stays). */
export function cell(value: number): StatCell {
  return value > 0 && value < SMALL_CELL_MIN ? SUPPRESSED : value;
}

/**
 * Counts that add up to a figure shown elsewhere (a total, a column of schools): each 1–4 becomes
 * "<5", and when that hides exactly one cell the smallest other non-zero cell is hidden too, so
 * the total minus the shown cells never gives the hidden one back.
 */
export function suppressVector(values: readonly number[]): StatCell[] {
  const cells = values.map(cell);
  const hidden = cells.filter((c) => c === SUPPRESSED).length;
  if (hidden === 1) {
    let pick = -1;
    values.forEach((v, i) => {
      if (cells[i] !== SUPPRESSED && v > 0 && (pick < 0 || v < (values[pick] ?? 0))) pick = i;
    });
    if (pick >= 0) cells[pick] = SUPPRESSED;
  }
  return cells;
}

/** Suppresses `fields` of `rows` column by column (each column adds up to a region total). */
export function suppressColumns<R extends Record<K, StatCell>, K extends string>(
  rows: R[],
  fields: readonly K[],
): R[] {
  const out = rows.map((r) => ({ ...r }));
  for (const field of fields) {
    const column = suppressVector(rows.map((r) => (typeof r[field] === 'number' ? (r[field] as number) : 0)));
    out.forEach((r, i) => {
      (r as Record<K, StatCell>)[field] = column[i] ?? 0;
    });
  }
  return out;
}
