import type { z } from 'zod';

/**
 * One validation problem: `path` as written in the JSON (`items[2].text`, '' for the whole definition),
 * `label` the same place in Chinese (`第 3 题 › 题目文字`), `message` what is wrong there.
 */
export interface ScaleProblem {
  readonly path: string;
  readonly label: string;
  readonly message: string;
}

type Issue = z.core.$ZodIssue;
type Segment = PropertyKey;

const FIELD_NAMES: Readonly<Record<string, string>> = {
  code: '量表代码',
  scale: '量表代码',
  name: '量表名称',
  version: '版本号',
  source: '来源说明',
  options: '选项',
  items: '题目',
  dimensions: '维度',
  totalBands: '总分分段',
  bands: '分段',
  warnings: '预警规则',
  alertItems: '预警题',
  label: '文字',
  score: '分值',
  number: '题号',
  text: '题目文字',
  dimension: '所属维度',
  reverse: '反向计分',
  inTotal: '计入总分',
  min: '下限',
  id: '规则 id',
  description: '说明',
  level: '预警级别',
  basis: '依据',
  when: '条件',
  metric: '指标',
  op: '比较符',
  value: '比较值',
  kind: '指标类型',
  factor: '维度',
  item: '题号',
  any: '任一条件',
  all: '全部条件',
  minScore: '最低分',
};

/** Names that depend on the list the field sits in (`dimensions[0].name` is not the scale's name). */
const IN_LIST_NAMES: Readonly<Record<string, string>> = {
  'dimensions.name': '维度名称',
  'options.label': '选项文字',
  'bands.label': '分段名称',
  'totalBands.label': '分段名称',
};

/** How the n-th element of a list reads, by the list's key. */
const ORDINALS: Readonly<Record<string, (n: number) => string>> = {
  items: (n) => `第 ${n} 题`,
  options: (n) => `第 ${n} 个选项`,
  dimensions: (n) => `第 ${n} 个维度`,
  totalBands: (n) => `总分第 ${n} 段`,
  bands: (n) => `第 ${n} 段`,
  warnings: (n) => `第 ${n} 条预警规则`,
  alertItems: (n) => `第 ${n} 个预警题`,
  any: (n) => `第 ${n} 个子条件`,
  all: (n) => `第 ${n} 个子条件`,
};

export function rawPath(path: readonly Segment[]): string {
  return path.reduce<string>(
    (out, seg) => (typeof seg === 'number' ? `${out}[${seg}]` : out ? `${out}.${String(seg)}` : String(seg)),
    '',
  );
}

/** `warnings[0].when.op` → `第 1 条预警规则 › 条件 › 比较符`. */
export function pathLabel(path: readonly Segment[]): string {
  const parts: string[] = [];
  path.forEach((seg, i) => {
    const parent = path[i - 1];
    if (typeof seg === 'number') {
      const ordinal = typeof parent === 'string' ? ORDINALS[parent] : undefined;
      const n = seg + 1;
      if (ordinal) parts[parts.length - 1] = ordinal(n);
      else parts.push(`第 ${n} 项`);
      return;
    }
    const list = typeof parent === 'number' ? path[i - 2] : undefined;
    const key = String(seg);
    parts.push(IN_LIST_NAMES[`${String(list)}.${key}`] ?? FIELD_NAMES[key] ?? key);
  });
  return parts.join(' › ');
}

export function problemAt(path: readonly Segment[], message: string): ScaleProblem {
  return { path: rawPath(path), label: pathLabel(path), message };
}

/** `第 3 题 › 题目文字（items[2].text）：不能为空`. */
export function formatProblem(p: ScaleProblem): string {
  return p.path ? `${p.label}（${p.path}）：${p.message}` : p.message;
}

function isRootMismatch(issue: Issue): boolean {
  return issue.path.length === 0 && (issue.code === 'unrecognized_keys' || issue.code === 'invalid_type');
}

/** The union branch the input was most likely meant for: no root-level shape mismatch, fewest issues. */
function closestBranch(branches: readonly (readonly Issue[])[]): readonly Issue[] | undefined {
  let best: readonly Issue[] | undefined;
  let bestCost = Number.POSITIVE_INFINITY;
  for (const branch of branches) {
    const cost = branch.filter(isRootMismatch).length * 1000 + branch.length;
    if (cost < bestCost) {
      best = branch;
      bestCost = cost;
    }
  }
  return best;
}

function allRootValues(branches: readonly (readonly Issue[])[]): unknown[] | null {
  const values: unknown[] = [];
  for (const branch of branches) {
    for (const issue of branch) {
      if (issue.path.length !== 0 || issue.code !== 'invalid_value') return null;
      values.push(...issue.values);
    }
  }
  return values;
}

function flatten(issue: Issue, prefix: readonly Segment[], out: ScaleProblem[]): void {
  const path = [...prefix, ...issue.path];
  if (issue.code === 'invalid_union' && issue.errors.length > 0) {
    const literals = allRootValues(issue.errors);
    if (literals) {
      out.push(problemAt(path, `应为 ${literals.map((v) => JSON.stringify(v)).join('、')} 之一`));
      return;
    }
    const branch = closestBranch(issue.errors);
    const mismatched = !branch || branch.some(isRootMismatch);
    if (branch && !mismatched) {
      for (const inner of branch) flatten(inner, path, out);
      return;
    }
    out.push(problemAt(path, issue.message));
    return;
  }
  out.push(problemAt(path, issue.message));
}

/** Every issue as a path plus a Chinese message; unions report the branch the input was aiming at. */
export function describeIssues(issues: readonly Issue[]): ScaleProblem[] {
  const out: ScaleProblem[] = [];
  for (const issue of issues) flatten(issue, [], out);
  return out;
}
