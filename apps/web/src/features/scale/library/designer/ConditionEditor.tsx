import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { CUSTOM_SCALE_LIMITS as L } from '@xinmiao/scales';
import { Button, InputNumber, Select, Space } from 'antd';
import { useState } from 'react';
import {
  asComparison,
  COMPARATORS,
  type DraftComparison,
  type DraftCondition,
  type DraftMetric,
  groupOf,
  JOINERS,
  type Joiner,
  METRIC_KINDS,
  makeGroup,
  metricOfKind,
  withPart,
} from './condition-model.ts';

/** What the condition may refer to: the scale's dimensions and item numbers, as the form has them now. */
export type ConditionScope = { factors: string[]; items: number[] };

type Props = {
  value?: DraftCondition;
  onChange?: (value: DraftCondition) => void;
  scope: ConditionScope;
  /** How many groups this condition sits in (the engine allows 4 levels). */
  depth?: number;
};

export const newComparison = (): DraftComparison => ({ metric: { kind: 'total' }, op: '>=' });

function ComparisonFields({
  value,
  onChange,
  scope,
}: {
  value: DraftComparison;
  onChange: (value: DraftComparison) => void;
  scope: ConditionScope;
}) {
  const metric: DraftMetric = value.metric ?? {};
  const setMetric = (next: DraftMetric) => onChange({ ...value, metric: next });
  const itemOptions = scope.items.map((n) => ({ value: n, label: `第 ${n} 题` }));
  return (
    <Space wrap size={4}>
      <Select
        aria-label="指标"
        placeholder="指标"
        style={{ width: 150 }}
        value={metric.kind}
        options={[...METRIC_KINDS]}
        onChange={(kind: string) => setMetric(metricOfKind(kind, metric))}
      />
      {(metric.kind === 'factorRaw' || metric.kind === 'factorMean') && (
        <Select
          aria-label="维度"
          placeholder="维度"
          style={{ width: 130 }}
          value={metric.factor}
          options={scope.factors.map((f) => ({ value: f, label: f }))}
          onChange={(factor: string) => setMetric({ ...metric, factor })}
        />
      )}
      {(metric.kind === 'itemScore' || metric.kind === 'itemOption') && (
        <InputNumber
          aria-label="题号"
          placeholder="题号"
          min={1}
          max={L.items}
          precision={0}
          style={{ width: 90 }}
          value={metric.item}
          onChange={(item) => setMetric(withPart(metric, 'item', item))}
        />
      )}
      {metric.kind === 'countItems' && (
        <>
          <Select
            mode="multiple"
            aria-label="计数的题目"
            placeholder="计数的题目"
            style={{ minWidth: 160 }}
            value={metric.items ?? []}
            options={itemOptions}
            onChange={(items: number[]) => setMetric({ ...metric, items })}
          />
          <InputNumber
            aria-label="最低得分"
            placeholder="得分不低于"
            style={{ width: 110 }}
            value={metric.minScore}
            onChange={(minScore) => setMetric(withPart(metric, 'minScore', minScore))}
          />
        </>
      )}
      <Select
        aria-label="比较"
        placeholder="比较"
        style={{ width: 110 }}
        value={value.op}
        options={[...COMPARATORS]}
        onChange={(op: string) => onChange({ ...value, op })}
      />
      <InputNumber
        aria-label="阈值"
        placeholder="阈值"
        style={{ width: 100 }}
        value={value.value}
        onChange={(threshold) => onChange(withPart(value, 'value', threshold))}
      />
    </Space>
  );
}

let branchKeySeed = 0;
const newBranchKey = () => `branch-${++branchKeySeed}`;

/**
 * Stable React keys for a group's branches (plain JSON without ids): a deleted branch takes its key
 * with it, so the editors after it keep their own state. A change of count from outside (the JSON
 * tab) gets fresh keys for the branches it added.
 */
function useBranchKeys(count: number) {
  const [keys, setKeys] = useState(() => Array.from({ length: count }, newBranchKey));
  const shown =
    keys.length === count ? keys : Array.from({ length: count }, (_, i) => keys[i] ?? newBranchKey());
  if (shown !== keys) setKeys(shown);
  return [shown, setKeys] as const;
}

function GroupFields({
  joiner,
  branches,
  onChange,
  scope,
  depth,
}: {
  joiner: Joiner;
  branches: DraftCondition[];
  onChange: (value: DraftCondition) => void;
  scope: ConditionScope;
  depth: number;
}) {
  const [keys, setKeys] = useBranchKeys(branches.length);
  const set = (next: DraftCondition[], nextKeys: string[]) => {
    setKeys(nextKeys);
    onChange(makeGroup(joiner, next));
  };
  const full = branches.length >= L.conditionBranches;
  return (
    <div className="scale-condition-group" style={{ borderLeft: '3px solid #d9d9d9', paddingLeft: 8 }}>
      <Select
        aria-label="条件组关系"
        size="small"
        style={{ width: 150, marginBottom: 4 }}
        value={joiner}
        options={[...JOINERS]}
        onChange={(next: Joiner) => onChange(makeGroup(next, branches))}
      />
      {branches.map((branch, index) => (
        <Space key={keys[index]} align="start" style={{ display: 'flex', marginBottom: 4 }}>
          <ConditionEditor
            value={branch}
            onChange={(next) =>
              set(
                branches.map((b, i) => (i === index ? next : b)),
                keys,
              )
            }
            scope={scope}
            depth={depth + 1}
          />
          <Button
            type="text"
            size="small"
            aria-label="删除条件"
            icon={<DeleteOutlined />}
            disabled={branches.length === 1}
            onClick={() =>
              set(
                branches.filter((_, i) => i !== index),
                keys.filter((_, i) => i !== index),
              )
            }
          />
        </Space>
      ))}
      <Space size={4}>
        <Button
          size="small"
          icon={<PlusOutlined />}
          disabled={full}
          onClick={() => set([...branches, newComparison()], [...keys, newBranchKey()])}
        >
          添加条件
        </Button>
        {depth + 1 < L.conditionDepth && (
          <Button
            size="small"
            icon={<PlusOutlined />}
            disabled={full}
            onClick={() => set([...branches, makeGroup('all', [newComparison()])], [...keys, newBranchKey()])}
          >
            添加条件组
          </Button>
        )}
      </Space>
    </div>
  );
}

/**
 * A warning condition: one comparison (指标 比较 阈值 over the total, a dimension or an item), or a
 * group whose branches must all (且) or any (或) hold, nested up to the engine's 4 levels. It edits
 * the engine's own JSON shape, so the form and the JSON tab stay the same data.
 */
export function ConditionEditor({ value, onChange, scope, depth = 0 }: Props) {
  const change = (next: DraftCondition) => onChange?.(next);
  const group = groupOf(value);
  const top = depth === 0;
  if (group) {
    const only = group.branches.length === 1 ? group.branches[0] : undefined;
    return (
      <div>
        <GroupFields
          joiner={group.joiner}
          branches={group.branches}
          onChange={change}
          scope={scope}
          depth={depth}
        />
        {top && only && (
          <Button type="link" size="small" onClick={() => change(only)}>
            取消条件组
          </Button>
        )}
      </div>
    );
  }
  const comparison = (value && asComparison(value)) ?? newComparison();
  return (
    <Space wrap size={4}>
      <ComparisonFields value={comparison} onChange={change} scope={scope} />
      {top && (
        <Button type="link" size="small" onClick={() => change(makeGroup('all', [comparison]))}>
          改为条件组
        </Button>
      )}
    </Space>
  );
}
