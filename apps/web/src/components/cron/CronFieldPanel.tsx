import { Checkbox, InputNumber, Radio, Select, Space } from 'antd';
import type { ReactNode } from 'react';
import { type CronField, type CronPart, fieldOf } from './cron-model.ts';

type Kind = CronPart['kind'];

const WEEKDAYS = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'];
const weekdayOptions = WEEKDAYS.map((label, i) => ({ value: i + 1, label }));

/** The modes each tab offers, in order (spec §4: every, loop, specify, range, and the day/week extras). */
const MODES: Record<CronField['key'], Kind[]> = {
  second: ['every', 'range', 'loop', 'specify'],
  minute: ['every', 'range', 'loop', 'specify'],
  hour: ['every', 'range', 'loop', 'specify'],
  day: ['unset', 'every', 'range', 'loop', 'work', 'lastDay', 'lastWorkday', 'specify'],
  month: ['every', 'range', 'loop', 'specify'],
  week: ['unset', 'every', 'range', 'loop', 'nthWeekday', 'lastWeekday', 'specify'],
  year: ['unset', 'every', 'range', 'loop', 'specify'],
};

/** A part of `kind` to start from: the current one when it is of that kind, else the field's first values. */
function partOf(kind: Kind, current: CronPart, field: CronField): CronPart {
  if (current.kind === kind) return current;
  const first = field.key === 'year' ? new Date().getFullYear() : field.min;
  switch (kind) {
    case 'range':
      return { kind, from: first, to: Math.min(first + 1, field.max) };
    case 'loop':
      return { kind, start: first, step: 1 };
    case 'specify':
      return { kind, values: [first] };
    case 'work':
      return { kind, day: 1 };
    case 'lastDay':
      return { kind, offset: 0 };
    case 'lastWeekday':
      return { kind, weekday: 2 };
    case 'nthWeekday':
      return { kind, weekday: 2, nth: 1 };
    case 'unset':
    case 'every':
    case 'lastWorkday':
      return { kind };
  }
}

type Props = { fieldKey: CronField['key']; value: CronPart; onChange: (part: CronPart) => void };

/** One tab of the cron editor: a radio per mode, each with its inputs. */
export function CronFieldPanel({ fieldKey, value, onChange }: Props) {
  const field = fieldOf(fieldKey);
  const unit = field.label;
  const num = (v: number, set: (n: number) => CronPart, min = field.min, max = field.max) => (
    <InputNumber
      size="small"
      min={min}
      max={max}
      value={v}
      style={{ width: fieldKey === 'year' ? 90 : 64 }}
      onChange={(n) => n !== null && onChange(set(n))}
    />
  );
  const weekday = (v: number, set: (n: number) => CronPart) => (
    <Select
      size="small"
      style={{ width: 80 }}
      value={v}
      options={weekdayOptions}
      onChange={(n) => onChange(set(n))}
    />
  );
  const label = (kind: Kind): ReactNode => {
    const part = partOf(kind, value, field);
    switch (part.kind) {
      case 'unset':
        return '不指定';
      case 'every':
        return fieldKey === 'week' ? '每天' : `每${unit}`;
      case 'range':
        return fieldKey === 'week' ? (
          <Space size={4}>
            周期从 {weekday(part.from, (from) => ({ ...part, from }))} -{' '}
            {weekday(part.to, (to) => ({ ...part, to }))}
          </Space>
        ) : (
          <Space size={4}>
            周期从 {num(part.from, (from) => ({ ...part, from }))} - {num(part.to, (to) => ({ ...part, to }))}{' '}
            {unit}
          </Space>
        );
      case 'loop':
        return (
          <Space size={4}>
            从{' '}
            {fieldKey === 'week'
              ? weekday(part.start, (start) => ({ ...part, start }))
              : num(part.start, (start) => ({ ...part, start }))}
            {fieldKey === 'week' ? '' : unit}开始，每{' '}
            {num(part.step, (step) => ({ ...part, step }), 1, field.max)}
            {fieldKey === 'week' ? '天' : unit}执行一次
          </Space>
        );
      case 'work':
        return <Space size={4}>每月 {num(part.day, (day) => ({ ...part, day }))} 号最近的那个工作日</Space>;
      case 'lastDay':
        return '本月最后一天';
      case 'lastWorkday':
        return '本月最后一个工作日';
      case 'lastWeekday':
        return <Space size={4}>本月最后一个 {weekday(part.weekday, (n) => ({ ...part, weekday: n }))}</Space>;
      case 'nthWeekday':
        return (
          <Space size={4}>
            本月第 {num(part.nth, (nth) => ({ ...part, nth }), 1, 5)} 个{' '}
            {weekday(part.weekday, (n) => ({ ...part, weekday: n }))}
          </Space>
        );
      case 'specify':
        return '指定';
    }
  };
  const specify = value.kind === 'specify' ? value.values : [];
  return (
    <Radio.Group
      value={value.kind}
      onChange={(e) => onChange(partOf(e.target.value as Kind, value, field))}
      style={{ width: '100%' }}
    >
      <Space direction="vertical" size={10} style={{ width: '100%' }}>
        {MODES[fieldKey].map((kind) => (
          <Radio key={kind} value={kind} data-testid={`cron-${fieldKey}-${kind}`}>
            {label(kind)}
          </Radio>
        ))}
        {value.kind === 'specify' &&
          (fieldKey === 'year' ? (
            <Select
              mode="multiple"
              style={{ width: '100%' }}
              value={specify}
              options={Array.from({ length: 20 }, (_, i) => new Date().getFullYear() + i).map((y) => ({
                value: y,
                label: String(y),
              }))}
              onChange={(values: number[]) =>
                onChange({ kind: 'specify', values: [...values].sort((a, b) => a - b) })
              }
            />
          ) : (
            <Checkbox.Group
              value={specify}
              style={{ paddingLeft: 24 }}
              onChange={(values) => onChange({ kind: 'specify', values: [...values].sort((a, b) => a - b) })}
              options={Array.from({ length: field.max - field.min + 1 }, (_, i) => field.min + i).map(
                (v) => ({
                  value: v,
                  label: fieldKey === 'week' ? WEEKDAYS[v - 1] : String(v).padStart(2, '0'),
                }),
              )}
            />
          ))}
      </Space>
    </Radio.Group>
  );
}
