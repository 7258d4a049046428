import { Msg } from '@xinmiao/shared';
import { z } from 'zod';
import { AppError } from './errors.ts';

const zhCN = z.locales.zhCN().localeError;
// Marks messages produced by the locale (not written in the schema), so only those get a field prefix.
const GENERATED = '\u0000';

function localeMessage(issue: Parameters<typeof zhCN>[0]): string {
  if (issue.code === 'invalid_type' && issue.input === undefined) return `${GENERATED}不能为空`;
  const out = zhCN(issue);
  const text = typeof out === 'string' ? out : out?.message;
  return GENERATED + (text ?? Msg.invalidInput);
}

/**
 * Parses request input; the first issue becomes the Chinese message (schema texts as written,
 * generated ones prefixed with the field), every issue lands in `fieldErrors`.
 */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value, { error: localeMessage });
  if (parsed.success) return parsed.data;
  const fieldErrors: Record<string, string> = {};
  let first = '';
  for (const issue of parsed.error.issues) {
    const field = issue.path.map(String).join('.');
    const generated = issue.message.startsWith(GENERATED);
    const text = generated ? issue.message.slice(1) : issue.message;
    const message = generated && field ? `${field}: ${text}` : text;
    if (!first) first = message;
    if (field && !(field in fieldErrors)) fieldErrors[field] = text;
  }
  throw new AppError(first || Msg.invalidInput, 500, 200, fieldErrors);
}
