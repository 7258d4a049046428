/** `a,b,` → ['a', 'b']: JeecgBoot's comma id lists, often ending with a comma, blanks dropped. */
export function idList(ids: string): string[] {
  return ids
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}
