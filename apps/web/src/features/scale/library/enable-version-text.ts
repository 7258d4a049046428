import type { ScaleDetail, ScaleVersionInfo } from '@xinmiao/shared';

/**
 * The confirm shown before a version is enabled: which 测评套餐 will start using it, and for an
 * imported bank over a built-in scale, that only the wording changes.
 */
export function enableVersionConfirm(
  detail: Pick<ScaleDetail, 'source' | 'packages'>,
  version: Pick<ScaleVersionInfo, 'version' | 'source'>,
): { title: string; content: string } {
  const usage =
    detail.packages.length > 0
      ? `该量表被以下测评套餐使用：${detail.packages.map((name) => `「${name}」`).join('、')}，启用新版本后新的测评将使用新版本，确定启用？`
      : `启用后新的测评将使用版本 ${version.version}，确定启用？`;
  const wordingOnly =
    detail.source === 'builtin' && version.source === 'import'
      ? '内置量表的计分、常模与预警规则不变，只使用该版本的题目文字。'
      : '';
  return { title: `启用版本 ${version.version}`, content: `${wordingOnly}${usage}` };
}
