import { useQuery } from '@tanstack/react-query';
import { studentRoutes } from '@xinmiao/shared';
import { Select } from 'antd';
import { useState } from 'react';
import { api } from '../../../api/client.ts';

/** A student in reach, found by 学号 (the value is the student's id). */
export function StudentPicker({ value, onChange }: { value?: string; onChange?: (id: string) => void }) {
  const [keyword, setKeyword] = useState('');
  const found = useQuery({
    queryKey: ['career', 'plans', 'students', keyword],
    queryFn: () =>
      api(studentRoutes.list, {
        query: { pageNo: 1, pageSize: 20, ...(keyword ? { studentNo: `*${keyword}*` } : {}) },
      }),
  });
  return (
    <Select
      showSearch
      placeholder="输入学号查找学生"
      filterOption={false}
      onSearch={setKeyword}
      value={value}
      onChange={onChange}
      options={(found.data?.records ?? []).map((s) => ({
        value: s.id,
        label: `${s.name}（${s.studentNo}）${s.className}`,
      }))}
    />
  );
}
