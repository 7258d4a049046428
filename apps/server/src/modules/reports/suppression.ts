import { type Cell, SMALL_CELL } from '@xinmiao/shared';

/**
 * A count and whether the report hides it: `small` (under five, shown as "<5") or `complement`
 * (shown as "*": hidden only so that a small count next to it cannot be worked out).
 */
export type Mark = { n: number; hidden: false | 'small' | 'complement' };

export const mark = (n: number): Mark => ({ n, hidden: n > 0 && n < SMALL_CELL ? 'small' : false });
export const cell = (m: Mark): Cell => (m.hidden === 'small' ? '<5' : m.hidden === 'complement' ? '*' : m.n);

/**
 * Secondary suppression: when exactly one count of a group adding up to a shown total is hidden, the
 * total minus the others would reveal it, so the smallest other shown count is hidden too.
 * Returns whether anything changed.
 */
export function hideComplement(group: readonly Mark[]): boolean {
  if (group.filter((m) => m.hidden).length !== 1) return false;
  const shown = group.filter((m) => !m.hidden);
  const smallest = shown.reduce<Mark | undefined>((min, m) => (!min || m.n < min.n ? m : min), undefined);
  if (!smallest) return false;
  smallest.hidden = 'complement';
  return true;
}

/**
 * Applies `hideComplement` to every group until nothing changes. Groups share marks (a row's
 * level counts are also one column of the sibling rows), so hiding in one may call for another.
 */
export function suppressAll(groups: readonly (readonly Mark[])[]): void {
  for (let round = 0; round < 64; round++) {
    let changed = false;
    for (const group of groups) changed = hideComplement(group) || changed;
    if (!changed) return;
  }
}
