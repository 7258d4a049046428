import { z } from 'zod';
import { ScaleInputError } from './errors.ts';
import { score } from './score.ts';

const lineSchema = z.strictObject({
  scale: z.string(),
  answers: z.array(z.number()),
  version: z.string().optional(),
  settings: z.record(z.string(), z.unknown()).optional(),
  durationSeconds: z.number().optional(),
  norm: z.string().optional(),
  flags: z.record(z.string(), z.boolean()).optional(),
});

export type LineOutcome =
  | { readonly ok: true; readonly output: string }
  | { readonly ok: false; readonly output: string };

/** Scores one JSON line; returns null for blank lines. Never throws for bad input. */
export function processLine(line: string): LineOutcome | null {
  if (line.trim() === '') return null;
  const fail = (error: string): LineOutcome => ({ ok: false, output: JSON.stringify({ error }) });
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return fail('不是合法的 JSON');
  }
  const parsed = lineSchema.safeParse(value);
  if (!parsed.success) {
    return fail(
      `输入格式错误：${parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ')}`,
    );
  }
  const { scale, answers, ...options } = parsed.data;
  try {
    return { ok: true, output: JSON.stringify(score(scale, answers, options)) };
  } catch (e) {
    if (e instanceof ScaleInputError) return fail(e.message);
    throw e;
  }
}
