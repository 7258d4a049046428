import { createHash, randomBytes } from 'node:crypto';
import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { FileStorage } from '../../core/files/file-storage.ts';
import type { TenantDb } from '../../core/tenant-db.ts';
import { relaxAudio, sysFile } from '../../db/schema.ts';
import { DEMO_SECONDS, demoToneWav, isDemoTone } from './demo-audio.ts';

export const RELAX_BIZ = 'relax';

/** The uploaded audio file of this school stored under `key`, or undefined. */
export function audioFileByKey(tdb: TenantDb, key: string) {
  return tdb
    .first(sysFile, eq(sysFile.storageKey, key))
    .then((row) => (row?.contentType.startsWith('audio/') ? row : undefined));
}

/** Original names of the files behind audio rows, by file id. */
export async function fileNames(tdb: TenantDb, fileIds: readonly string[]): Promise<Map<string, string>> {
  if (fileIds.length === 0) return new Map();
  const rows = await tdb.list(sysFile, { where: inArray(sysFile.id, [...fileIds]) });
  return new Map(rows.map((row) => [row.id, row.originalName]));
}

/**
 * Synthesizes and stores the demo tones the seed named but that have no file yet. The seed runs
 * before the server has its file storage, so the first list after a fresh start does this, once:
 * the row takes the file only while it still has none, and a loser of that race removes its copy.
 */
export async function materializeDemoAudio(tdb: TenantDb, storage: FileStorage): Promise<void> {
  const pending = await tdb.list(relaxAudio, {
    where: and(isNull(relaxAudio.fileId), isNotNull(relaxAudio.demoTone)),
    limit: 20,
  });
  for (const row of pending) {
    if (!isDemoTone(row.demoTone)) continue;
    const data = demoToneWav(row.demoTone, DEMO_SECONDS);
    const storageKey = `${RELAX_BIZ}/${randomBytes(16).toString('hex')}.wav`;
    await storage.put(`${tdb.tenantId}/${storageKey}`, data, 'audio/wav');
    const won = await tdb.transaction(async (t) => {
      const [fileId = ''] = await t.insert(sysFile, {
        storageKey,
        biz: RELAX_BIZ,
        originalName: `${row.title}.wav`,
        contentType: 'audio/wav',
        size: data.byteLength,
        sha256: createHash('sha256').update(data).digest('hex'),
        ownerId: 'system',
      });
      const taken = await t.update(
        relaxAudio,
        { fileId, durationSec: DEMO_SECONDS },
        and(eq(relaxAudio.id, row.id), isNull(relaxAudio.fileId)) ?? eq(relaxAudio.id, row.id),
      );
      if (taken === 0) await t.delete(sysFile, eq(sysFile.id, fileId));
      return taken > 0;
    });
    if (!won) await storage.delete(`${tdb.tenantId}/${storageKey}`);
  }
}
