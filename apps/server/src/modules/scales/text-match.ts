/**
 * JeecgBoot QueryGenerator text rules applied to in-memory rows: `*v*` contains, `*v` ends with,
 * `v*` starts with, `a,b` one of, `!v` not equal, otherwise equal. Case-insensitive; empty matches all.
 */
export function matchesText(value: string, pattern: string | undefined): boolean {
  const p = (pattern ?? '').trim().toLowerCase();
  if (!p) return true;
  const v = value.toLowerCase();
  if (p.length > 1 && p.startsWith('*') && p.endsWith('*')) return v.includes(p.slice(1, -1));
  if (p.startsWith('*') && p !== '*') return v.endsWith(p.slice(1));
  if (p.endsWith('*') && p !== '*') return v.startsWith(p.slice(0, -1));
  if (p.includes(',')) return p.split(',').some((part) => part.trim() !== '' && part.trim() === v);
  if (p.startsWith('!')) return v !== p.slice(1);
  return v === p;
}
