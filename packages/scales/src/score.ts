import { evaluate } from './engine.ts';
import { ScaleInputError } from './errors.ts';
import type { Scale, ScaleVersion } from './model.ts';
import { resolveScaleVersion } from './registry.ts';
import type { ScoreResult } from './result.ts';

export interface ScoreOptions {
  /** Defaults to the scale's current version. */
  readonly version?: string;
  /** Overrides of the version's settings (thresholds, operators, rounding); see docs/scales.md. */
  readonly settings?: Readonly<Record<string, unknown>>;
  /** Time spent on the sheet, for the too-fast validity rule. */
  readonly durationSeconds?: number;
  /** Norm set id for Z/T scores, e.g. 'CN1986' for SCL-90. */
  readonly norm?: string;
  /** Facts outside the answers, read by `flag` conditions (no built-in scale uses one). */
  readonly flags?: Readonly<Record<string, boolean>>;
}

function checkAnswers(v: ScaleVersion, answers: unknown): readonly number[] {
  if (!Array.isArray(answers)) throw new ScaleInputError('ANSWER_COUNT', `${v.code} 的答案必须是数组`);
  const required = v.items.filter((i) => !i.optional).length;
  const max = v.items.length;
  if (answers.length < required || answers.length > max) {
    const need = required === max ? `${max}` : `${required}–${max}`;
    throw new ScaleInputError('ANSWER_COUNT', `${v.code} 需要 ${need} 个答案，收到 ${answers.length} 个`);
  }
  for (let i = 0; i < answers.length; i++) {
    const a: unknown = answers[i];
    const n = v.items[i]?.options.length ?? 0;
    if (typeof a !== 'number' || !Number.isInteger(a) || a < 1 || a > n) {
      throw new ScaleInputError(
        'ANSWER_RANGE',
        `${v.code} 第 ${i + 1} 题的答案超出范围：应为 1–${n} 的整数选项序号，收到 ${JSON.stringify(a) ?? String(a)}`,
      );
    }
  }
  return answers as readonly number[];
}

function checkOptions(v: ScaleVersion, options: ScoreOptions): void {
  const d = options.durationSeconds;
  if (d !== undefined && (typeof d !== 'number' || !Number.isFinite(d) || d < 0)) {
    throw new ScaleInputError('BAD_OPTIONS', `${v.code} 的作答时长必须是非负秒数，收到 ${String(d)}`);
  }
  if (options.norm !== undefined && !v.norms.some((n) => n.id === options.norm)) {
    const available = v.norms.map((n) => n.id).join(', ') || '无';
    throw new ScaleInputError('UNKNOWN_NORM', `${v.code} 没有常模 ${options.norm}（可用：${available}）`);
  }
}

/**
 * Scores one answer sheet. `answers[i]` is the 1-based position of the option chosen for item i+1, in the
 * order the sheet lists the options. Throws ScaleInputError on any malformed input.
 */
export function score(
  scale: string | Scale,
  answers: readonly number[],
  options: ScoreOptions = {},
): ScoreResult {
  const v = resolveScaleVersion(scale, options.version, options.settings);
  const checked = checkAnswers(v, answers);
  checkOptions(v, options);
  return evaluate(v, {
    answers: checked,
    durationSeconds: options.durationSeconds ?? null,
    flags: options.flags ?? {},
    normId: options.norm ?? null,
  });
}
