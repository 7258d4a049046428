import { type ScaleVersion, type ScoreResult, score } from '@xinmiao/scales';
import type { PinnedScale } from '@xinmiao/shared';
import { SCREENING_MESSAGES } from '@xinmiao/shared';
import { and, asc, eq } from 'drizzle-orm';
import { AppError } from '../../core/errors.ts';
import type { TenantDb } from '../../core/tenant-db.ts';
import { evalPackage, evalPackageItem } from '../../db/schema.ts';
import {
  type CatalogEntry,
  displayName,
  isEnabled,
  type ResolvedVersion,
  ScaleCatalog,
} from '../scales/index.ts';

/** The package's scales with the version each is scored by today: what publish freezes. */
export async function pinPackage(db: TenantDb, packageId: string): Promise<PinnedScale[]> {
  const pkg = await db.first(evalPackage, and(eq(evalPackage.id, packageId), eq(evalPackage.status, 1)));
  if (!pkg) throw new AppError(SCREENING_MESSAGES.packageMissing);
  const items = await db.list(evalPackageItem, {
    where: eq(evalPackageItem.packageId, pkg.id),
    orderBy: [asc(evalPackageItem.sortNo)],
  });
  const catalog = await ScaleCatalog.load(db);
  const pinned: PinnedScale[] = [];
  for (const item of items) {
    const entry = catalog.get(item.scaleCode);
    if (!entry || !isEnabled(entry)) throw new AppError(`量表「${item.scaleCode}」不存在或已停用`);
    const resolved = await catalog.resolve(entry);
    pinned.push({
      scaleCode: item.scaleCode,
      version: resolved.label,
      alias: item.alias,
      studentCanViewReport: item.studentCanViewReport,
    });
  }
  if (pinned.length === 0) throw new AppError('测评套餐中没有量表');
  return pinned;
}

/**
 * A career scale (生涯量表): scored as a Holland profile (RIASEC), or a school's custom scale marked
 * 生涯问卷 (never clinical, no warning rules); it never files a warning signal.
 */
export const isCareerScale = (resolved: ResolvedVersion): boolean =>
  resolved.version.profile?.kind === 'holland' || resolved.version.career === true;

/** Whether every scale of the package is a career scale: a task answering it is a 生涯调查. */
export async function isCareerPackage(db: TenantDb, packageId: string): Promise<boolean> {
  const items = await db.list(evalPackageItem, { where: eq(evalPackageItem.packageId, packageId) });
  if (items.length === 0) return false;
  const catalog = await ScaleCatalog.load(db);
  for (const item of items) {
    const entry = catalog.get(item.scaleCode);
    if (!entry || !isCareerScale(await catalog.resolve(entry))) return false;
  }
  return true;
}

/** The enabled career scales of the school's catalogue, for a 生涯调查's scale picker. */
export async function careerScales(db: TenantDb): Promise<{ code: string; name: string }[]> {
  const catalog = await ScaleCatalog.load(db);
  const found: { code: string; name: string }[] = [];
  for (const entry of catalog.entries) {
    if (isEnabled(entry) && isCareerScale(await catalog.resolve(entry))) {
      found.push({ code: entry.code, name: displayName(entry) });
    }
  }
  return found;
}

export type SheetScale = {
  pin: PinnedScale;
  entry: CatalogEntry;
  resolved: ResolvedVersion;
  version: ScaleVersion;
};

/** The pinned versions of a task, resolved for showing items and for scoring. */
export async function resolvePinned(db: TenantDb, pins: readonly PinnedScale[]): Promise<SheetScale[]> {
  const catalog = await ScaleCatalog.load(db);
  return Promise.all(
    pins.map(async (pin) => {
      const entry = catalog.get(pin.scaleCode);
      if (!entry) throw new AppError(`量表「${pin.scaleCode}」已不存在，请联系心理中心`);
      const resolved = await catalog.resolve(entry, pin.version);
      return { pin, entry, resolved, version: resolved.version };
    }),
  );
}

export function sheetTitle(sheet: SheetScale): string {
  return sheet.pin.alias || displayName(sheet.entry);
}

/**
 * The answered prefix of one scale as the engine takes it, or null while a required item is still
 * open (optional items may only trail, so the sheet may stop before them).
 */
export function completeAnswers(version: ScaleVersion, given: readonly (number | null)[] | undefined) {
  const answers = given ?? [];
  const required = version.items.filter((i) => !i.optional).length;
  let end = Math.min(answers.length, version.items.length);
  while (end > 0 && answers[end - 1] == null) end--;
  const prefix = answers.slice(0, end);
  if (prefix.length < required || prefix.some((a) => a == null)) return null;
  return prefix as number[];
}

export function scoreSheet(
  sheet: SheetScale,
  answers: readonly number[],
  durationSeconds?: number,
): ScoreResult {
  const norm = sheet.entry.setting?.normSet ?? undefined;
  return score(sheet.resolved.scoringScale, answers, {
    ...(sheet.resolved.scoringVersion ? { version: sheet.resolved.scoringVersion } : {}),
    ...(norm ? { norm } : {}),
    ...(durationSeconds === undefined ? {} : { durationSeconds }),
  });
}

const RESOLVED_TTL_MS = 60_000;
const RESOLVED_MAX = 500;
const resolvedByTask = new Map<string, { at: number; sheets: Promise<SheetScale[]> }>();

/**
 * `resolvePinned` for a published task, remembered for a minute per process: every submit of a
 * campaign needs the same pinned versions, and the catalogue reads would otherwise be a large share
 * of each submit's statements. Pins never change after publish; the minute only bounds how long a
 * changed norm setting takes to apply.
 */
export function resolveTaskPins(
  db: TenantDb,
  taskId: string,
  pins: readonly PinnedScale[],
  now = Date.now(),
): Promise<SheetScale[]> {
  const key = `${db.tenantId}:${taskId}:${JSON.stringify(pins)}`;
  const hit = resolvedByTask.get(key);
  if (hit && now - hit.at < RESOLVED_TTL_MS) return hit.sheets;
  if (resolvedByTask.size >= RESOLVED_MAX) resolvedByTask.clear();
  const sheets = resolvePinned(db, pins);
  resolvedByTask.set(key, { at: now, sheets });
  sheets.catch(() => resolvedByTask.delete(key));
  return sheets;
}
