import { z } from 'zod';
import {
  cmp,
  DEFAULT_MIN_SECONDS_PER_ITEM,
  defineVersion,
  reversed,
  total,
  validityRules,
  validityShape,
} from './builders.ts';
import { type CustomScaleDefinition, customScaleSchema, type ParsedCustomScale } from './custom-schema.ts';
import { ScaleInputError } from './errors.ts';
import type { Condition, Metric, OptionDef, Scale } from './model.ts';

function metricRefs(condition: Condition, out: Metric[]): Metric[] {
  if ('any' in condition) for (const c of condition.any) metricRefs(c, out);
  else if ('all' in condition) for (const c of condition.all) metricRefs(c, out);
  else out.push(condition.metric);
  return out;
}

function crossCheck(def: ParsedCustomScale): string[] {
  const problems: string[] = [];
  def.items.forEach((item, i) => {
    if (item.number !== i + 1) problems.push(`items[${i}]: 题号应为 ${i + 1}，实际为 ${item.number}`);
    if (item.dimension !== undefined && !def.dimensions.some((d) => d.name === item.dimension))
      problems.push(`items[${i}]: 未定义的维度「${item.dimension}」`);
  });
  const names = new Set<string>();
  for (const d of def.dimensions) {
    if (names.has(d.name)) problems.push(`维度「${d.name}」重复`);
    names.add(d.name);
    if (!def.items.some((item) => item.dimension === d.name)) problems.push(`维度「${d.name}」没有题目`);
  }
  const conditions = [...def.warnings.map((w) => w.when), ...def.alertItems.map((a) => a.when)];
  for (const metric of conditions.flatMap((c) => metricRefs(c, []))) {
    if ((metric.kind === 'factorRaw' || metric.kind === 'factorMean') && !names.has(metric.factor))
      problems.push(`规则引用了未定义的维度「${metric.factor}」`);
    const items =
      metric.kind === 'itemScore' || metric.kind === 'itemOption'
        ? [metric.item]
        : metric.kind === 'countItems'
          ? metric.items
          : [];
    for (const n of items) if (n > def.items.length) problems.push(`规则引用了不存在的第 ${n} 题`);
  }
  for (const a of def.alertItems) if (a.item > def.items.length) problems.push(`预警题第 ${a.item} 题不存在`);
  const ids = new Set<string>();
  for (const w of def.warnings) {
    if (ids.has(w.id)) problems.push(`规则 id「${w.id}」重复`);
    ids.add(w.id);
  }
  return problems;
}

/** Typed entry point for scales defined in code, such as CZPC. */
export function defineCustomScale(definition: CustomScaleDefinition): Scale {
  return parseCustomScale(definition);
}

/**
 * Validates a centre's own scale definition (e.g. JSON from the admin UI) and turns it into a scorable
 * scale. Throws ScaleInputError listing every problem at once.
 */
export function parseCustomScale(input: unknown): Scale {
  const parsed = customScaleSchema.safeParse(input);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');
    throw new ScaleInputError('BAD_DEFINITION', `自定义量表定义无效：${detail}`);
  }
  const def = parsed.data;
  const problems = crossCheck(def);
  if (problems.length > 0)
    throw new ScaleInputError('BAD_DEFINITION', `自定义量表「${def.code}」定义无效：${problems.join('; ')}`);

  const forward: OptionDef[] = def.options.map((o) => ({ label: o.label, score: o.score }));
  const back = reversed(forward);
  const hasReverse = def.items.some((i) => i.reverse);
  const settingsSchema = z.strictObject({
    ...validityShape({ straightLining: hasReverse, minSecondsPerItem: DEFAULT_MIN_SECONDS_PER_ITEM }),
  });
  const entry = defineVersion(def.version, def.code, settingsSchema, (s) => ({
    code: def.code,
    name: def.name,
    items: def.items.map((item) => ({
      number: item.number,
      text: item.text,
      options: item.reverse ? back : forward,
      inTotal: item.inTotal,
      optional: false,
    })),
    dimensions: def.dimensions.map((d) => ({
      name: d.name,
      items: def.items.filter((item) => item.dimension === d.name).map((item) => item.number),
      ...(d.bands ? { bands: d.bands } : {}),
    })),
    hasTotal: true,
    positiveMinScore: null,
    standard: null,
    bands: [...def.totalBands].reverse().map((b) => ({ label: b.label, when: cmp(total, '>=', b.min) })),
    defaultBand: null,
    alertItems: def.alertItems,
    rules: [
      ...validityRules(def.code, def.items.length, s),
      ...def.warnings.map((w) => ({
        id: w.id,
        description: w.description,
        outcome: w.level,
        basis: w.basis,
        when: w.when,
      })),
    ],
    norms: [],
    profile: null,
  }));
  return { code: def.code, name: def.name, currentVersion: def.version, versions: [entry] };
}
