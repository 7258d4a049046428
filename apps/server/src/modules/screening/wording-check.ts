import { CONFIRM_WORDING_SCALES, DESCRIPTIVE_ONLY_SCALES } from '@xinmiao/scales';
import type { PinnedScale, WordingCheck } from '@xinmiao/shared';
import type { TenantDb } from '../../core/tenant-db.ts';
import { resolvePinned, sheetTitle } from './pinned-scales.ts';

/** Which pinned scales would reach students in built-in wording (`packages/scales` student-facing). */
export async function wordingCheck(db: TenantDb, pins: readonly PinnedScale[]): Promise<WordingCheck> {
  const builtIn = (await resolvePinned(db, pins)).filter((sheet) => sheet.resolved.source === 'builtin');
  const named = (codes: ReadonlySet<string>) =>
    builtIn
      .filter((sheet) => codes.has(sheet.pin.scaleCode))
      .map((sheet) => ({ code: sheet.pin.scaleCode, name: sheetTitle(sheet) }));
  return { unanswerable: named(DESCRIPTIVE_ONLY_SCALES), needConfirm: named(CONFIRM_WORDING_SCALES) };
}

/** Why publish is refused, or null: unanswerable wording always, descriptive wording unless confirmed. */
export function wordingRefusal(check: WordingCheck, confirmed: readonly string[]): string | null {
  const names = (list: WordingCheck['needConfirm']) => list.map((s) => `「${s.name}」`).join('、');
  if (check.unanswerable.length) {
    return `${names(check.unanswerable)}的内置题目只描述测量内容，学生无法作答；请先在量表库导入学校授权的题目表述，再发布`;
  }
  const missing = check.needConfirm.filter((s) => !confirmed.includes(s.code));
  return missing.length
    ? `${names(missing)}仍使用内置的描述性题目表述，而非学校导入的授权表述；请逐一确认后再发布`
    : null;
}
