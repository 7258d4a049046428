export const TREE_SELECT_MESSAGES = {
  badCondition: '组件JTreeSelect-condition传值有误，需要一个json字符串!',
} as const;

/** Spec §5: the condition must be a JSON string; null when it is (or is empty). */
export function conditionProblem(condition: string | undefined): string | null {
  if (!condition) return null;
  try {
    JSON.parse(condition);
    return null;
  } catch {
    return TREE_SELECT_MESSAGES.badCondition;
  }
}

/** `table,text,code` → its parts; null when it is not a triple. */
export function parseTreeDict(dict: string): { tableName: string; text: string; code: string } | null {
  const [tableName, text, code, ...rest] = dict.split(',').map((part) => part.trim());
  if (!tableName || !text || !code || rest.length) return null;
  return { tableName, text, code };
}

/** Spec §5: a parent value of '0' means the root (empty). */
export function rootPid(pidValue: string | undefined): string {
  return !pidValue || pidValue === '0' ? '' : pidValue;
}
