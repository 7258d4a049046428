/**
 * How one stored key reads in a picker: by its name once known, as the bare key while names load
 * (or when they could not be loaded), and marked when the server no longer knows it.
 */
export type KeyLabel = { key: string; text: string; status: 'named' | 'pending' | 'missing' };

export const MISSING_SUFFIX = '（不存在）';

/**
 * `names` is what the server answered for these keys (undefined while loading or after a failure);
 * `chosen` are names already known from rows picked in the dialog.
 */
export function keyLabels(
  keys: readonly string[],
  names: ReadonlyMap<string, string> | undefined,
  chosen: ReadonlyMap<string, string> = new Map(),
): KeyLabel[] {
  return keys.map((key) => {
    const text = chosen.get(key) ?? names?.get(key);
    if (text !== undefined) return { key, text, status: 'named' };
    if (!names) return { key, text: key, status: 'pending' };
    return { key, text: `${key}${MISSING_SUFFIX}`, status: 'missing' };
  });
}

/**
 * Keys joined with commas for a list filter (`a,b,` is an `in` match, even for one key), cut so
 * that each part stays within the filter's 200 characters.
 */
export function keyBatches(keys: readonly string[], maxChars = 200): string[] {
  const batches: string[] = [];
  let current = '';
  for (const key of keys) {
    const next = `${current}${key},`;
    if (current && next.length > maxChars) {
      batches.push(current);
      current = `${key},`;
    } else {
      current = next;
    }
  }
  if (current) batches.push(current);
  return batches;
}
