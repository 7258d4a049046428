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
import { conditionTooDeep, definitionSizeProblem } from './definition-size.ts';
import { ScaleInputError } from './errors.ts';
import type { Condition, Metric, OptionDef, Scale } from './model.ts';
import { describeIssues, formatProblem, problemAt, type ScaleProblem } from './problems.ts';
import { zhErrorMap } from './zh-error-map.ts';

function metricRefs(condition: Condition, out: Metric[]): Metric[] {
  if ('any' in condition) for (const c of condition.any) metricRefs(c, out);
  else if ('all' in condition) for (const c of condition.all) metricRefs(c, out);
  else out.push(condition.metric);
  return out;
}

function crossCheck(def: ParsedCustomScale): ScaleProblem[] {
  const problems: ScaleProblem[] = [];
  def.items.forEach((item, i) => {
    if (item.number !== i + 1)
      problems.push(problemAt(['items', i, 'number'], `题号应为 ${i + 1}，实际为 ${item.number}`));
    if (item.dimension !== undefined && !def.dimensions.some((d) => d.name === item.dimension))
      problems.push(problemAt(['items', i, 'dimension'], `未定义的维度「${item.dimension}」`));
  });
  const names = new Set<string>();
  def.dimensions.forEach((d, i) => {
    if (names.has(d.name)) problems.push(problemAt(['dimensions', i, 'name'], `维度「${d.name}」重复`));
    names.add(d.name);
    if (!def.items.some((item) => item.dimension === d.name))
      problems.push(problemAt(['dimensions', i, 'name'], `维度「${d.name}」没有题目`));
  });
  const conditions: [readonly PropertyKey[], Condition][] = [
    ...def.warnings.map((w, i): [PropertyKey[], Condition] => [['warnings', i, 'when'], w.when]),
    ...def.alertItems.map((a, i): [PropertyKey[], Condition] => [['alertItems', i, 'when'], a.when]),
  ];
  for (const [path, condition] of conditions) {
    const deep = conditionTooDeep(path, condition);
    if (deep) problems.push(deep);
    for (const metric of metricRefs(condition, [])) {
      if ((metric.kind === 'factorRaw' || metric.kind === 'factorMean') && !names.has(metric.factor))
        problems.push(problemAt(path, `规则引用了未定义的维度「${metric.factor}」`));
      const items =
        metric.kind === 'itemScore' || metric.kind === 'itemOption'
          ? [metric.item]
          : metric.kind === 'countItems'
            ? metric.items
            : [];
      for (const n of items)
        if (n > def.items.length) problems.push(problemAt(path, `规则引用了不存在的第 ${n} 题`));
    }
  }
  def.alertItems.forEach((a, i) => {
    if (a.item > def.items.length)
      problems.push(problemAt(['alertItems', i, 'item'], `预警题第 ${a.item} 题不存在`));
  });
  if (def.career) {
    if (def.clinical) problems.push(problemAt(['clinical'], '生涯问卷不是临床量表，请将「临床量表」选为否'));
    if (def.warnings.length > 0)
      problems.push(problemAt(['warnings'], '生涯问卷不设预警规则，请删除预警规则'));
    if (def.alertItems.length > 0)
      problems.push(problemAt(['alertItems'], '生涯问卷不设预警题，请删除预警题'));
  }
  const ids = new Set<string>();
  def.warnings.forEach((w, i) => {
    if (ids.has(w.id)) problems.push(problemAt(['warnings', i, 'id'], `规则 id「${w.id}」重复`));
    ids.add(w.id);
  });
  return problems;
}

function invalid(title: string, problems: readonly ScaleProblem[]): ScaleInputError {
  const detail = problems.map(formatProblem).join('；');
  return new ScaleInputError('BAD_DEFINITION', `${title}：${detail}`, problems);
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
  const size = definitionSizeProblem(input);
  if (size) throw invalid('自定义量表定义无效', [size]);
  const parsed = customScaleSchema.safeParse(input, { error: zhErrorMap });
  if (!parsed.success) throw invalid('自定义量表定义无效', describeIssues(parsed.error.issues));
  const def = parsed.data;
  const problems = crossCheck(def);
  if (problems.length > 0) throw invalid(`自定义量表「${def.code}」定义无效`, problems);

  const forward: OptionDef[] = def.options.map((o) => ({ label: o.label, score: o.score }));
  const back = reversed(forward);
  const hasReverse = def.items.some((i) => i.reverse);
  const settingsSchema = z.strictObject({
    ...validityShape({ straightLining: hasReverse, minSecondsPerItem: DEFAULT_MIN_SECONDS_PER_ITEM }),
  });
  const entry = defineVersion(def.version, def.code, settingsSchema, (s) => ({
    code: def.code,
    name: def.name,
    clinical: def.clinical,
    career: def.career,
    ...(def.instruction && { instruction: def.instruction }),
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
