import { useQuery } from '@tanstack/react-query';
import { type Student, studentRoutes } from '@xinmiao/shared';
import { Select } from 'antd';
import type { CSSProperties } from 'react';
import { useState } from 'react';
import { api } from '../../../api/client.ts';

type Option = { value: string; label: string };
const optionOf = (s: Student): Option => ({
  value: s.id,
  label: `${s.name}（${s.studentNo}）${s.className}`,
});

/**
 * A student in reach, found by 学号; the value is the student's id. The chosen student keeps their
 * name when the search moves on (or when the id came from the address), read by id if it must be.
 */
export function StudentPicker({
  value,
  onChange,
  style,
}: {
  value?: string;
  onChange?: (id: string) => void;
  style?: CSSProperties;
}) {
  const [keyword, setKeyword] = useState('');
  const [picked, setPicked] = useState<Option | undefined>();
  const found = useQuery({
    queryKey: ['student-picker', 'search', keyword],
    queryFn: () =>
      api(studentRoutes.list, {
        query: { pageNo: 1, pageSize: 20, ...(keyword ? { studentNo: `*${keyword}*` } : {}) },
      }),
  });
  const options = (found.data?.records ?? []).map(optionOf);
  const listed = value === undefined || options.some((o) => o.value === value);
  const remembered = picked?.value === value ? picked : undefined;
  const chosen = useQuery({
    queryKey: ['student-picker', 'chosen', value],
    queryFn: () => api(studentRoutes.queryById, { query: { id: value ?? '' } }),
    enabled: found.isSuccess && !listed && !remembered,
  });
  const missing = listed ? undefined : (remembered ?? (chosen.data && optionOf(chosen.data)));
  if (missing) options.unshift(missing);
  return (
    <Select
      showSearch
      style={style}
      placeholder="输入学号查找学生"
      filterOption={false}
      onSearch={setKeyword}
      value={value}
      onChange={(id: string) => {
        setPicked(options.find((o) => o.value === id));
        onChange?.(id);
      }}
      options={options}
    />
  );
}
