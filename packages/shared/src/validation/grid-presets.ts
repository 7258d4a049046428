/** Editable-grid preset validators of spec §5 ("Grid preset patterns"). */
export const GRID_PRESETS = {
  '*': /^[\s\S]*\S[\s\S]*$/,
  'n6-16': /^\d{6,16}$/,
  '*6-16': /^[\s\S]{6,16}$/,
  's6-18': /^[A-Za-z]{6,18}$/,
  url: /^https?:\/\/\S+$/,
  e: /^[\w.+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/,
  m: /^1[3-9]\d{9}$/,
  p: /^\d{6}$/,
  s: /^[A-Za-z]+$/,
  n: /^-?\d+(\.\d+)?$/,
  z: /^-?\d+$/,
  // Whole amounts without a leading zero; 0.xx takes two decimals, larger amounts up to five.
  money: /^([1-9]\d*(\.\d{1,5})?|0\.\d{1,2})$/,
} as const;

export type GridPreset = keyof typeof GRID_PRESETS;

export function isGridPreset(name: string): name is GridPreset {
  return name in GRID_PRESETS;
}

/** Required-ness belongs to '*' alone: an empty cell passes every other preset. */
export function gridValueOk(preset: GridPreset, value: string): boolean {
  if (preset !== '*' && value === '') return true;
  return GRID_PRESETS[preset].test(value);
}

/** A column's values must not repeat ('only' / unique flag); empty cells never clash. */
export function firstDuplicateIndex(values: readonly string[]): number {
  const seen = new Set<string>();
  for (const [i, v] of values.entries()) {
    if (v === '') continue;
    if (seen.has(v)) return i;
    seen.add(v);
  }
  return -1;
}
