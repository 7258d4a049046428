import {
  GROWTH_ATTACHMENT_BIZ,
  GROWTH_ATTACHMENT_INVALID,
  type GrowthAttachment,
  type GrowthRecordBody,
  growthAttachmentSchema,
} from '@xinmiao/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { AppError } from '../../core/errors.ts';
import type { GrowthAppend } from '../../core/growth-events.ts';
import type { TenantDb } from '../../core/tenant-db.ts';
import { parseChinaTime } from '../../core/time.ts';
import { sysFile } from '../../db/schema.ts';

type RecordFields = Omit<GrowthRecordBody, 'studentId' | 'attachments'>;

/**
 * A staff-entered (or imported) award, activity, competition or volunteer service: the student sees
 * it too. Its files ride in the payload (key and uploaded name), for the screen and the ZIP export.
 */
export function recordEvent(
  studentId: string,
  body: RecordFields,
  attachments: readonly GrowthAttachment[] = [],
): GrowthAppend {
  const hours = body.kind === 'volunteer' ? `（${body.hours ?? 0} 小时）` : '';
  const rank = body.rank ? `［${body.rank}］` : '';
  return {
    studentId,
    kind: body.kind,
    visibility: 'student',
    title: `${body.title}${rank}${hours}`,
    payload: {
      rank: body.rank,
      ...(body.hours !== undefined ? { hours: body.hours } : {}),
      ...(attachments.length > 0 ? { attachments } : {}),
    },
    sourceModule: 'growth',
    eventTime: parseChinaTime(body.date),
  };
}

/**
 * The record's files, each one this user uploaded into the growth folder of this school: a key of
 * someone else's upload (a case attachment, another teacher's file) would otherwise travel into a
 * growth file and its export.
 */
export async function ownAttachments(
  db: TenantDb,
  userId: string,
  keys: readonly string[],
): Promise<GrowthAttachment[]> {
  const unique = [...new Set(keys)];
  if (unique.length === 0) return [];
  const rows = await db.list(sysFile, {
    where: and(
      inArray(sysFile.storageKey, unique),
      eq(sysFile.ownerId, userId),
      eq(sysFile.biz, GROWTH_ATTACHMENT_BIZ),
      eq(sysFile.delFlag, 0),
    ),
  });
  const names = new Map(rows.map((r) => [r.storageKey, r.originalName]));
  return unique.map((key) => {
    const name = names.get(key);
    if (name === undefined) throw new AppError(GROWTH_ATTACHMENT_INVALID);
    return { key, name };
  });
}

/** The attachments a growth event's payload names (none for a malformed payload). */
export function attachmentsOf(payload: unknown): GrowthAttachment[] {
  if (!payload || typeof payload !== 'object' || !('attachments' in payload)) return [];
  const parsed = growthAttachmentSchema.array().safeParse(payload.attachments);
  return parsed.success ? parsed.data : [];
}
