import { z } from 'zod';
import { ScaleInputError } from './errors.ts';
import type {
  Comparator,
  Condition,
  ItemDef,
  Metric,
  OptionDef,
  ScaleVersion,
  ScaleVersionEntry,
  Settings,
} from './model.ts';

export function cmp(metric: Metric, op: Comparator, value: number): Condition {
  return { metric, op, value };
}

const SIGNS: Readonly<Record<Comparator, string>> = { '>': '>', '>=': '≥', '<': '<', '<=': '≤', '==': '=' };

/** A comparison as rule texts print it: one sign style (≥, ≤), never `>=`. */
export const sign = (op: Comparator): string => SIGNS[op];

export const total: Metric = { kind: 'total' };
export const standard: Metric = { kind: 'standard' };
export const positiveCount: Metric = { kind: 'positiveCount' };

export function itemScore(item: number): Metric {
  return { kind: 'itemScore', item };
}

export function factorMean(factor: string): Metric {
  return { kind: 'factorMean', factor };
}

export function factorRaw(factor: string): Metric {
  return { kind: 'factorRaw', factor };
}

/** Inclusive integer range. */
export function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/** Options labelled in order with ascending scores starting at `first`. */
export function options(labels: readonly string[], first: number): OptionDef[] {
  return labels.map((label, i) => ({ label, score: first + i }));
}

export function reversed(opts: readonly OptionDef[]): OptionDef[] {
  const scores = opts.map((o) => o.score).reverse();
  return opts.map((o, i) => ({ label: o.label, score: scores[i] ?? o.score }));
}

export function makeItems(
  texts: readonly string[],
  optionsFor: (itemNumber: number) => readonly OptionDef[],
  inTotal: (itemNumber: number) => boolean = () => true,
): ItemDef[] {
  return texts.map((text, i) => ({
    number: i + 1,
    text,
    options: optionsFor(i + 1),
    inTotal: inTotal(i + 1),
    optional: false,
  }));
}

/** Settings every scale version understands: answer-quality checks. */
export function validityShape(defaults: { straightLining: boolean; minSecondsPerItem: number | null }) {
  return {
    /** Whole sheet faster than this many seconds per required item → invalid; null disables. */
    minSecondsPerItem: z.number().nonnegative().nullable().default(defaults.minSecondsPerItem),
    /** Same option position on every required item → invalid. */
    straightLining: z.boolean().default(defaults.straightLining),
  };
}

export const DEFAULT_MIN_SECONDS_PER_ITEM = 1;

export function validityRules(
  code: string,
  requiredItems: number,
  settings: { minSecondsPerItem: number | null; straightLining: boolean },
) {
  const rules = [];
  if (settings.minSecondsPerItem !== null) {
    const limit = settings.minSecondsPerItem * requiredItems;
    rules.push({
      id: `${code}.validity.too-fast`,
      description: `作答用时少于 ${limit} 秒（每题 ${settings.minSecondsPerItem} 秒），答卷无效`,
      outcome: 'invalid' as const,
      basis: 'validity' as const,
      when: cmp({ kind: 'durationSeconds' }, '<', limit),
    });
  }
  if (settings.straightLining) {
    rules.push({
      id: `${code}.validity.straight-lining`,
      description: '所有题目选择同一选项（含反向计分题），答卷无效',
      outcome: 'invalid' as const,
      basis: 'validity' as const,
      when: cmp({ kind: 'distinctOptions' }, '==', 1),
    });
  }
  return rules;
}

type VersionBody = Omit<ScaleVersion, 'settings' | 'version'>;

/**
 * Wraps a settings schema and a pure builder into a version entry. Resolved versions are cached per
 * settings so bulk scoring does not rebuild item tables.
 */
export function defineVersion<S extends z.ZodObject>(
  version: string,
  code: string,
  schema: S,
  build: (settings: z.output<S>) => VersionBody,
): ScaleVersionEntry {
  const cache = new Map<string, ScaleVersion>();
  const resolve = (input?: unknown): ScaleVersion => {
    const parsed = schema.safeParse(input ?? {});
    if (!parsed.success) {
      const detail = parsed.error.issues
        .map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`)
        .join('; ');
      throw new ScaleInputError('BAD_SETTINGS', `${code} 版本 ${version} 的设置无效：${detail}`);
    }
    const settings = parsed.data as Settings;
    const key = JSON.stringify(settings);
    const cached = cache.get(key);
    if (cached) return cached;
    const built: ScaleVersion = { ...build(parsed.data), version, settings };
    cache.set(key, built);
    return built;
  };
  return { version, defaults: resolve().settings, resolve };
}
