/**
 * `a,b,` → ['a', 'b']: JeecgBoot's comma id lists (query `ids`, `user_ids`, `rule_ids` …) often end
 * with a comma; blanks are dropped, order and repeats kept.
 */
export function idList(ids: string | null | undefined): string[] {
  return (ids ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** `idList` without repeats, first occurrence first. */
export function uniqueIdList(ids: string | null | undefined): string[] {
  return [...new Set(idList(ids))];
}
