import { type FormRow, ONLINE_FORM_MESSAGES } from '@xinmiao/shared';

/**
 * A tree level's answer: a page (`records`) or a bare list, as JeecgBoot's tree lists accept;
 * anything else is 返回数据类型不识别 (spec §8).
 */
export function treeLevel(result: unknown): { records: FormRow[]; total: number } {
  if (Array.isArray(result)) return { records: result as FormRow[], total: result.length };
  if (result && typeof result === 'object' && 'records' in result && Array.isArray(result.records)) {
    const total =
      'total' in result && typeof result.total === 'number' ? result.total : result.records.length;
    return { records: result.records as FormRow[], total };
  }
  throw new Error(ONLINE_FORM_MESSAGES.treeUnknown);
}
