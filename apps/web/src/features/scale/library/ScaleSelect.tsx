import { useQuery } from '@tanstack/react-query';
import { scaleRoutes } from '@xinmiao/shared';
import { Select } from 'antd';
import { api } from '../../../api/client.ts';

/** Every scale of the tenant (built-in and custom); item banks can be imported into any of them. */
export function ScaleSelect({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (code: string) => void;
}) {
  const scales = useQuery({
    queryKey: ['scale-library', 'all-scales'],
    queryFn: () => api(scaleRoutes.list, { query: { pageSize: 100 } }),
  });
  return (
    <Select
      placeholder="请选择量表"
      value={value}
      onChange={onChange}
      style={{ width: 320 }}
      showSearch={{ optionFilterProp: 'label' }}
      loading={scales.isFetching}
      options={(scales.data?.records ?? []).map((r) => ({ value: r.code, label: `${r.name}（${r.code}）` }))}
    />
  );
}
