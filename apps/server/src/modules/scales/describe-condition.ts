import type { Comparator, Condition, Metric, StandardScoreDef } from '@xinmiao/scales';

const OPS: Record<Comparator, string> = { '>': '>', '>=': '≥', '<': '<', '<=': '≤', '==': '=' };

function metricText(m: Metric): string {
  switch (m.kind) {
    case 'total':
      return '总分';
    case 'mean':
      return '总均分';
    case 'standard':
      return '标准分';
    case 'positiveCount':
      return '阳性项目数';
    case 'positiveMean':
      return '阳性症状均分';
    case 'factorRaw':
      return `「${m.factor}」原始分`;
    case 'factorMean':
      return `「${m.factor}」均分`;
    case 'itemScore':
      return `第${m.item}题得分`;
    case 'itemOption':
      return `第${m.item}题所选选项序号`;
    case 'countItems':
      return `第${m.items.join('、')}题中得分≥${m.minScore}的题数`;
    case 'durationSeconds':
      return '作答时长(秒)';
    case 'distinctOptions':
      return '所选不同选项的个数';
    case 'flag':
      return `标记「${m.flag}」(是=1)`;
  }
}

/** A rule condition as the Chinese sentence the library page shows, e.g. `总分 ≥ 10 或 第9题得分 ≥ 1`. */
export function describeCondition(c: Condition, nested = false): string {
  if ('any' in c || 'all' in c) {
    const parts = 'any' in c ? c.any : c.all;
    const joined = parts.map((p) => describeCondition(p, true)).join('any' in c ? ' 或 ' : ' 且 ');
    return nested && parts.length > 1 ? `(${joined})` : joined;
  }
  return `${metricText(c.metric)} ${OPS[c.op]} ${c.value}`;
}

export function describeStandard(s: StandardScoreDef | null): string | null {
  if (!s) return null;
  const rounding = s.rounding === 'floor' ? '取整数部分' : '四舍五入取整';
  return `原始分 × ${Number((s.numerator / s.denominator).toFixed(4))}，${rounding}`;
}
