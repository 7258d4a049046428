import { orgSegment } from '../../core/org-code.ts';

const SEGMENT = /^[A-Z]\d{2}$/;

/** JeecgBoot code segment back to its number: A01 → 1, A99 → 99, B01 → 100. */
function segmentNumber(segment: string): number {
  if (!SEGMENT.test(segment)) return 0;
  return (segment.charCodeAt(0) - 65) * 99 + Number(segment.slice(1));
}

/** The next code under `parentCode` ('' for roots) after the siblings' codes: A01, A02 … Z99. */
export function nextCategoryCode(parentCode: string, siblingCodes: readonly string[]): string {
  let highest = 0;
  for (const code of siblingCodes) {
    if (code.length === parentCode.length + 3 && code.startsWith(parentCode)) {
      highest = Math.max(highest, segmentNumber(code.slice(parentCode.length)));
    }
  }
  return `${parentCode}${orgSegment(highest + 1)}`;
}
