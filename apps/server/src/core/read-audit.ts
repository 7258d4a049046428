import { READ_PURPOSE_MAX } from '@xinmiao/shared';
import { sysReadAudit, sysReadAuditRecord } from '../db/schema.ts';
import type { TenantDb } from './tenant-db.ts';

export type Reader = { userId: string; username: string; ip: string; purpose?: string | null };

/** The 查看目的 of a request: decoded, trimmed, without control characters, capped; else null. */
export function readPurpose(header: string | string[] | undefined): string | null {
  const raw = Array.isArray(header) ? header[0] : header;
  if (!raw) return null;
  let text: string;
  try {
    text = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const clean = text.replace(/\p{Cc}/gu, '').trim();
  return clean ? clean.slice(0, READ_PURPOSE_MAX) : null;
}

/**
 * One `sys_read_audit` row for one request, with one `sys_read_audit_record` row per distinct
 * record it returned (an empty list is still a read: who searched, and found nothing). Both are
 * written in one transaction, so a read is never recorded without its records.
 */
export async function writeReadAudit(
  tdb: TenantDb,
  reader: Reader,
  resource: string,
  ids: readonly string[],
): Promise<void> {
  const recordIds = [...new Set(ids)];
  const createTime = new Date();
  await tdb.transaction(async (tx) => {
    const [auditId] = await tx.insert(sysReadAudit, {
      userId: reader.userId,
      username: reader.username,
      resource,
      recordCount: recordIds.length,
      ip: reader.ip,
      purpose: reader.purpose ?? null,
      createTime,
    });
    if (!auditId) throw new Error('read audit row was not written');
    await tx.insert(
      sysReadAuditRecord,
      recordIds.map((id) => ({ auditId, id, createTime })),
    );
  });
}

const idOf = (value: unknown): string | null =>
  value && typeof value === 'object' && 'id' in value && typeof value.id === 'string' ? value.id : null;

/**
 * Ids of the records a reply carries: a page's `records[].id`, a list's `[].id`, or a detail's
 * `id`; else the `id` the caller asked for.
 */
export function recordIdsOf(result: unknown, input: { params: unknown; query: unknown }): string[] {
  const rows =
    result && typeof result === 'object' && 'records' in result && Array.isArray(result.records)
      ? result.records
      : Array.isArray(result)
        ? result
        : null;
  if (rows) return rows.map(idOf).filter((id): id is string => id !== null);
  const single = idOf(result) ?? idOf(input.params) ?? idOf(input.query);
  return single ? [single] : [];
}
