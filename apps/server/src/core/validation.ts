import { Msg } from '@xinmiao/shared';
import type { z } from 'zod';
import { AppError } from './errors.ts';
import { fieldLabel } from './field-label.ts';

// Marks issues whose message zod generated (not written in the schema); they are reworded below.
const GENERATED = '\u0000';
const MISSING = `${GENERATED}missing`;

function markGenerated(issue: { code: string; input?: unknown }): string {
  return issue.code === 'invalid_type' && (issue.input === undefined || issue.input === null)
    ? MISSING
    : GENERATED;
}

function bound(issue: z.core.$ZodIssue, key: 'minimum' | 'maximum'): string {
  const value: unknown =
    issue.code === 'too_small' || issue.code === 'too_big' ? Reflect.get(issue, key) : undefined;
  return typeof value === 'number' || typeof value === 'bigint' ? String(value) : '';
}

/** A Chinese sentence about the field's label; never the field name or zod's own wording. */
function sentence(issue: z.core.$ZodIssue, label: string, missing: boolean): string {
  const origin = 'origin' in issue ? issue.origin : undefined;
  switch (issue.code) {
    case 'invalid_type':
      return missing ? `${label}不能为空` : `${label}格式不正确`;
    case 'too_small': {
      const min = bound(issue, 'minimum');
      if (origin === 'string') return min === '1' ? `${label}不能为空` : `${label}至少 ${min} 个字符`;
      if (origin === 'array' || origin === 'set') return `${label}至少 ${min} 项`;
      return `${label}不能小于 ${min}`;
    }
    case 'too_big': {
      const max = bound(issue, 'maximum');
      if (origin === 'string') return `${label}不能超过 ${max} 个字符`;
      if (origin === 'array' || origin === 'set') return `${label}最多 ${max} 项`;
      return `${label}不能大于 ${max}`;
    }
    case 'invalid_value':
      return `${label}的取值不正确`;
    case 'unrecognized_keys':
      return '包含不支持的参数';
    default:
      return `${label}格式不正确`;
  }
}

/**
 * Parses request input. Messages written in the schema are kept; generated ones become Chinese
 * sentences about the field's label (`.describe('标题')` in the contract, else 输入内容). The first
 * becomes the message, every issue lands in `fieldErrors` under its field path for the form.
 */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value, { error: markGenerated });
  if (parsed.success) return parsed.data;
  const fieldErrors: Record<string, string> = {};
  let first = '';
  for (const issue of parsed.error.issues) {
    const field = issue.path.map(String).join('.');
    const message = issue.message.startsWith(GENERATED)
      ? sentence(issue, fieldLabel(schema, issue.path), issue.message === MISSING)
      : issue.message;
    if (!first) first = message;
    if (field && !(field in fieldErrors)) fieldErrors[field] = message;
  }
  throw new AppError(first || Msg.invalidInput, 500, 200, fieldErrors);
}
