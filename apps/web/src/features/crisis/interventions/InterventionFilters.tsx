import { useQuery } from '@tanstack/react-query';
import { crisisRoutes, RECORD_KINDS } from '@xinmiao/shared';
import { Form, Select } from 'antd';
import { api } from '../../../api/client.ts';

/** 类型 and 院系 fields of the 干预记录 search row (the date range comes with the list form). */
export function InterventionFilters() {
  const colleges = useQuery({
    queryKey: ['crisis', 'intervention-colleges'],
    queryFn: () => api(crisisRoutes.interventionColleges),
    staleTime: 5 * 60_000,
  });
  return (
    <>
      <Form.Item name="kind" label="类型">
        <Select
          style={{ width: 180 }}
          options={[
            { value: '', label: '全部' },
            ...Object.entries(RECORD_KINDS).map(([value, label]) => ({ value, label })),
          ]}
        />
      </Form.Item>
      <Form.Item name="collegeId" label="院系">
        <Select
          style={{ width: 160 }}
          loading={colleges.isLoading}
          options={[
            { value: '', label: '全部' },
            ...(colleges.data ?? []).map((c) => ({ value: c.id, label: c.name })),
          ]}
        />
      </Form.Item>
    </>
  );
}
