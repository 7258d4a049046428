import { useQuery } from '@tanstack/react-query';
import { Cascader, Select, Space } from 'antd';
import { useMemo } from 'react';
import { childrenOf, loadAreaData, REGION_ROOT, regionPath, regionTree } from './region-data.ts';

type Props = {
  /** The deepest chosen code (province, city or area). */
  value?: string;
  onChange?: (value: string | undefined) => void;
  /** Spec §5: cascader or three selects; default cascader. */
  type?: 'cascader' | 'select';
  disabled?: boolean;
};

/** Province → city → area under root 86 (china-area-data, loaded on first use). */
export function RegionPicker({ value, onChange, type = 'cascader', disabled }: Props) {
  const area = useQuery({
    queryKey: ['china-area-data'],
    queryFn: loadAreaData,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const data = area.data;
  const path = useMemo(() => (data && value ? regionPath(data, value) : []), [data, value]);
  const tree = useMemo(() => (data && type === 'cascader' ? regionTree(data) : []), [data, type]);

  if (type === 'cascader') {
    return (
      <Cascader
        aria-label="省市区"
        style={{ width: '100%' }}
        placeholder="请选择省市区"
        loading={area.isPending}
        disabled={disabled}
        options={tree}
        value={path}
        changeOnSelect
        showSearch
        onChange={(codes) => onChange?.(codes?.length ? String(codes[codes.length - 1]) : undefined)}
      />
    );
  }
  const levels = [REGION_ROOT, ...path].slice(0, 3);
  const placeholders = ['请选择省', '请选择市', '请选择区'];
  return (
    <Space.Compact block>
      {levels.map((parent, level) => (
        <Select
          key={placeholders[level]}
          aria-label={placeholders[level]}
          style={{ width: '33%' }}
          allowClear
          placeholder={placeholders[level]}
          loading={area.isPending}
          disabled={disabled}
          value={path[level]}
          options={data ? childrenOf(data, parent) : []}
          onChange={(code: string | undefined) =>
            onChange?.(code ?? (level > 0 ? path[level - 1] : undefined))
          }
        />
      ))}
    </Space.Compact>
  );
}
