import type { z } from 'zod';

const TYPE_NAMES: Readonly<Record<string, string>> = {
  string: '文字',
  number: '数字',
  int: '整数',
  boolean: '布尔值（true 或 false）',
  array: '列表（数组）',
  object: '对象',
  null: 'null',
};

function typeName(expected: string): string {
  return TYPE_NAMES[expected] ?? expected;
}

function describeInput(input: unknown): string {
  if (input === null) return 'null';
  if (Array.isArray(input)) return '列表';
  if (typeof input === 'string') return `文字“${input.length > 20 ? `${input.slice(0, 20)}…` : input}”`;
  if (typeof input === 'number') return Number.isInteger(input) ? `整数 ${input}` : `小数 ${input}`;
  if (typeof input === 'boolean') return `布尔值 ${input}`;
  return typeName(typeof input);
}

function tooSmall(origin: string, minimum: number | bigint, inclusive: boolean | undefined): string {
  if (origin === 'string') return Number(minimum) <= 1 ? '不能为空' : `至少 ${minimum} 个字符`;
  if (origin === 'array') return `至少需要 ${minimum} 项`;
  return inclusive === false ? `必须大于 ${minimum}` : `不能小于 ${minimum}`;
}

function tooBig(origin: string, maximum: number | bigint, inclusive: boolean | undefined): string {
  if (origin === 'string') return `不能超过 ${maximum} 个字符`;
  if (origin === 'array') return `不能超过 ${maximum} 项`;
  return inclusive === false ? `必须小于 ${maximum}` : `不能大于 ${maximum}`;
}

function oneOf(values: readonly unknown[]): string {
  return `应为 ${values.map((v) => JSON.stringify(v)).join('、')} 之一`;
}

/**
 * Chinese text for every zod issue the scale schemas can raise. Messages written on a schema still win;
 * this only replaces zod's generic English ones.
 */
export const zhErrorMap: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined
        ? `缺少此项，应为${typeName(issue.expected)}`
        : `应为${typeName(issue.expected)}，收到${describeInput(issue.input)}`;
    case 'too_small':
      return tooSmall(issue.origin, issue.minimum, issue.inclusive);
    case 'too_big':
      return tooBig(issue.origin, issue.maximum, issue.inclusive);
    case 'unrecognized_keys':
      return `不支持的字段：${issue.keys.join('、')}`;
    case 'invalid_value':
      return oneOf(issue.values);
    case 'invalid_union':
      return Array.isArray(issue.options) ? oneOf(issue.options) : '格式不正确，与任何一种允许的写法都不匹配';
    case 'invalid_format':
      return '格式不正确';
    case 'not_multiple_of':
      return `必须是 ${issue.divisor} 的倍数`;
    default:
      return '取值不正确';
  }
};
