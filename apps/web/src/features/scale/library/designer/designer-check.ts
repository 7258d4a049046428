import { parseCustomScale, ScaleInputError } from '@xinmiao/scales';
import { CUSTOM_SCALE_TEMPLATE } from '../custom-scale-template.ts';

export const DESIGNER_MESSAGES = {
  untouched: '这是未修改的示例模板，请先按本校量表修改题目、选项和规则后再保存',
  notObject: '量表定义必须是一个 JSON 对象',
  badJson: (detail: string) => `JSON 格式错误：${detail}`,
} as const;

/** Same keys in the same order for plain JSON data (what the form and the JSON box produce). */
function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The definition without the form's empty leftovers (blank optional fields). */
export function cleanDefinition(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(cleanDefinition);
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    if (v === undefined || v === null || v === '') continue;
    out[key] = cleanDefinition(v);
  }
  return out;
}

export function isUntouchedTemplate(definition: unknown): boolean {
  return sameJson(cleanDefinition(definition), cleanDefinition(CUSTOM_SCALE_TEMPLATE));
}

/**
 * Every problem that stops saving, in Chinese (the scale engine's own check, which the server runs
 * again): the untouched template, then the schema and cross checks (`第 3 题 › 题目文字：…`).
 */
export function definitionProblems(definition: unknown): string[] {
  if (isUntouchedTemplate(definition)) return [DESIGNER_MESSAGES.untouched];
  try {
    parseCustomScale(cleanDefinition(definition));
    return [];
  } catch (error) {
    if (error instanceof ScaleInputError) {
      return error.problems.length ? error.problems.map((p) => `${p.label}：${p.message}`) : [error.message];
    }
    throw error;
  }
}

/** The JSON tab's text as an object, or the message saying why not. */
export function parseDefinitionText(text: string): Record<string, unknown> | string {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      return DESIGNER_MESSAGES.notObject;
    return Object.fromEntries(Object.entries(value));
  } catch (e) {
    return DESIGNER_MESSAGES.badJson(e instanceof Error ? e.message : String(e));
  }
}
