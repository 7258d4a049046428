/** One row of a package's ordered scale list as the form edits it. */
export type ScaleListRow = {
  scaleCode: string;
  scaleName: string;
  alias: string;
  studentCanViewReport: boolean;
};

export type ScaleListAction =
  | { type: 'add'; scaleCode: string; scaleName: string }
  | { type: 'remove'; index: number }
  | { type: 'moveUp'; index: number }
  | { type: 'moveDown'; index: number }
  | { type: 'alias'; index: number; alias: string }
  | { type: 'report'; index: number; value: boolean }
  | { type: 'reset'; rows: ScaleListRow[] };

function swap(rows: ScaleListRow[], a: number, b: number): ScaleListRow[] {
  const next = [...rows];
  const x = next[a];
  const y = next[b];
  if (!x || !y) return rows;
  next[a] = y;
  next[b] = x;
  return next;
}

/**
 * The ordered list (spec §4 editable grid rules): a scale appears once; the first row cannot move up
 * and the last cannot move down; out-of-range indexes change nothing. Order numbers are the
 * positions, so they are always 1..n after any change.
 */
export function scaleListReducer(rows: ScaleListRow[], action: ScaleListAction): ScaleListRow[] {
  switch (action.type) {
    case 'add':
      if (rows.some((r) => r.scaleCode === action.scaleCode)) return rows;
      return [
        ...rows,
        { scaleCode: action.scaleCode, scaleName: action.scaleName, alias: '', studentCanViewReport: true },
      ];
    case 'remove':
      return action.index >= 0 && action.index < rows.length
        ? rows.filter((_, i) => i !== action.index)
        : rows;
    case 'moveUp':
      return action.index > 0 ? swap(rows, action.index - 1, action.index) : rows;
    case 'moveDown':
      return action.index < rows.length - 1 ? swap(rows, action.index, action.index + 1) : rows;
    case 'alias':
      return rows.map((r, i) => (i === action.index ? { ...r, alias: action.alias } : r));
    case 'report':
      return rows.map((r, i) => (i === action.index ? { ...r, studentCanViewReport: action.value } : r));
    case 'reset':
      return action.rows;
  }
}
