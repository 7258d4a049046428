import { useQuery } from '@tanstack/react-query';
import { GROWTH_KINDS, growthRoutes, studentRoutes } from '@xinmiao/shared';
import { Card, Empty, Select, Space, Tag, Timeline, Typography } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAccess } from '../../../access/access-store.ts';
import { api } from '../../../api/client.ts';
import { ReadPurposeInput } from '../common/ReadPurposeInput.tsx';
import { NoteForm } from './NoteForm.tsx';

const kindText = (k: string) => GROWTH_KINDS[k as keyof typeof GROWTH_KINDS] ?? k;

/** 成长档案: pick a student in reach (by 学号 or name) and read their timeline; each read is audited. */
export function GrowthPage() {
  const [params, setParams] = useSearchParams();
  const studentId = params.get('studentId');
  const [keyword, setKeyword] = useState('');
  const { can } = useAccess();
  const found = useQuery({
    queryKey: ['school', 'growth', 'search', keyword],
    queryFn: () =>
      api(studentRoutes.list, {
        query: { pageNo: 1, pageSize: 20, ...(keyword ? { studentNo: `*${keyword}*` } : {}) },
      }),
  });
  const timeline = useQuery({
    queryKey: ['school', 'growth', studentId],
    queryFn: () => api(growthRoutes.timeline, { query: { studentId: studentId ?? '' } }),
    enabled: studentId !== null,
  });
  return (
    <Card variant="borderless">
      <Space direction="vertical" style={{ width: '100%' }}>
        <Space wrap>
          <Select
            showSearch
            style={{ width: 320, maxWidth: '100%' }}
            placeholder="输入学号查找学生"
            filterOption={false}
            onSearch={setKeyword}
            value={studentId ?? undefined}
            onChange={(id: string) => setParams({ studentId: id })}
            options={(found.data?.records ?? []).map((s) => ({
              value: s.id,
              label: `${s.name}（${s.studentNo}）${s.className}`,
            }))}
          />
          <ReadPurposeInput />
        </Space>
        {!studentId && <Empty description="请选择学生" />}
        {studentId && can('growth:file:edit') && <NoteForm studentId={studentId} />}
        {timeline.data && (
          <>
            <Typography.Title level={5}>{timeline.data.name} 的成长档案</Typography.Title>
            {timeline.data.events.length === 0 ? (
              <Empty description="暂无记录" />
            ) : (
              <Timeline
                items={timeline.data.events.map((e) => ({
                  key: e.id,
                  children: (
                    <Space direction="vertical" size={0}>
                      <Space>
                        <Tag>{kindText(e.kind)}</Tag>
                        <Typography.Text strong>{e.title}</Typography.Text>
                      </Space>
                      <Typography.Text type="secondary">{e.eventTime}</Typography.Text>
                    </Space>
                  ),
                }))}
              />
            )}
          </>
        )}
      </Space>
    </Card>
  );
}
