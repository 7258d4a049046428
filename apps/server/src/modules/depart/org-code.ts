import { DepartMsg } from '@xinmiao/shared';
import { eq, isNull, or } from 'drizzle-orm';
import { AppError } from '../../core/errors.ts';
import { orgSegment } from '../../core/org-code.ts';
import type { TenantDb } from '../../core/tenant-db.ts';
import { sysDepart } from '../../db/schema.ts';

const SEGMENT = /^([A-Z])(\d{2})$/;
const LAST_SEGMENT = 26 * 99;

/** Position (1-based) of a JeecgBoot code segment: A01 → 1, A99 → 99, B01 → 100. */
function segmentNumber(segment: string): number {
  const match = SEGMENT.exec(segment);
  if (!match?.[1] || !match[2]) return 0;
  return (match[1].charCodeAt(0) - 65) * 99 + Number(match[2]);
}

/**
 * The next JeecgBoot org code under `parentCode` (null: a root): the parent's code plus one
 * segment past the highest sibling's, counting deleted siblings too, so a code is never reused.
 */
export async function nextOrgCode(
  db: TenantDb,
  parentId: string | null,
  parentCode: string | null,
): Promise<string> {
  const prefix = parentCode ?? '';
  const siblings = await db.list(sysDepart, {
    where: parentId
      ? eq(sysDepart.parentId, parentId)
      : or(isNull(sysDepart.parentId), eq(sysDepart.parentId, '')),
    withDeleted: true,
  });
  const highest = siblings.reduce((max, s) => {
    const segment = s.orgCode.startsWith(prefix) ? s.orgCode.slice(prefix.length) : '';
    return segment.length === 3 ? Math.max(max, segmentNumber(segment)) : max;
  }, 0);
  if (highest >= LAST_SEGMENT) throw new AppError(DepartMsg.codesExhausted);
  return `${prefix}${orgSegment(highest + 1)}`;
}
