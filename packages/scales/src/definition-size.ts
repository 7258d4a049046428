import { CUSTOM_SCALE_LIMITS as L } from './custom-limits.ts';
import type { Condition } from './model.ts';
import { problemAt, type ScaleProblem } from './problems.ts';

function tooDeep(input: unknown): boolean {
  // Iterative, so a hostile nesting cannot exhaust the stack before it is measured.
  const stack: [unknown, number][] = [[input, 1]];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [value, depth] = next;
    if (typeof value !== 'object' || value === null) continue;
    if (depth > L.depth) return true;
    for (const child of Object.values(value)) stack.push([child, depth + 1]);
  }
  return false;
}

const kb = (bytes: number) => `${Math.ceil(bytes / 1024)} KB`;

/**
 * Checks made before the schema sees a definition: how deep it nests and how large it is as JSON.
 * The schema's own caps (items, rules, text lengths) then report each place by its path.
 */
export function definitionSizeProblem(input: unknown): ScaleProblem | null {
  if (tooDeep(input)) return problemAt([], `定义嵌套过深：对象和列表不能超过 ${L.depth} 层`);
  const bytes = new TextEncoder().encode(JSON.stringify(input) ?? '').length;
  if (bytes > L.definitionBytes)
    return problemAt([], `定义过大（${kb(bytes)}），整个定义不能超过 ${kb(L.definitionBytes)}`);
  return null;
}

/** `any` / `all` levels of a condition: a plain comparison is 1. */
export function conditionDepth(condition: Condition): number {
  if ('any' in condition) return 1 + Math.max(...condition.any.map(conditionDepth));
  if ('all' in condition) return 1 + Math.max(...condition.all.map(conditionDepth));
  return 1;
}

export function conditionTooDeep(path: readonly PropertyKey[], condition: Condition): ScaleProblem | null {
  return conditionDepth(condition) > L.conditionDepth + 1
    ? problemAt(path, `条件嵌套不能超过 ${L.conditionDepth} 层 any/all`)
    : null;
}
