import { useQuery, useQueryClient } from '@tanstack/react-query';
import { growthImportRoutes, growthRoutes, studentRoutes } from '@xinmiao/shared';
import { Button, Card, Empty, Space, Typography } from 'antd';
import { useState } from 'react';
import { useAccess } from '../../../access/access-store.ts';
import { api } from '../../../api/client.ts';
import { downloadStored } from '../../../api/download.ts';
import { reportError } from '../../../api/error-display.ts';
import { ExportButton } from '../../../components/import-export/ExportButton.tsx';
import { StudentPicker } from '../../../components/pickers/student/StudentPicker.tsx';
import { usePageQuery } from '../../../hooks/use-page-query.ts';
import { ImportJobModal } from '../common/ImportJobModal.tsx';
import { ReadPurposeInput } from '../common/ReadPurposeInput.tsx';
import { useImportJob } from '../common/use-import-job.ts';
import { GrowthTimelineView, TIMELINE_PAGE_SIZE, type TimelineFilter } from './GrowthTimelineView.tsx';
import { NoteForm } from './NoteForm.tsx';
import { RecordForm } from './RecordForm.tsx';

/** 成长档案: pick a student in reach (by 学号 or name) and read their timeline; each read is audited. */
export function GrowthPage() {
  const [params, setParams] = usePageQuery();
  const studentId = params.get('studentId');
  const [filter, setFilter] = useState<TimelineFilter>({ pageNo: 1 });
  const { can } = useAccess();
  const importing = useImportJob();
  const queryClient = useQueryClient();
  // The class of the chosen student, for the whole class's export at graduation.
  const picked = useQuery({
    queryKey: ['school', 'growth', 'student', studentId],
    queryFn: () => api(studentRoutes.queryById, { query: { id: studentId ?? '' } }),
    enabled: studentId !== null,
  }).data;
  const timeline = useQuery({
    queryKey: ['school', 'growth', studentId, filter],
    queryFn: () =>
      api(growthRoutes.timeline, {
        query: { studentId: studentId ?? '', ...filter, pageSize: TIMELINE_PAGE_SIZE },
      }),
    enabled: studentId !== null,
  });
  return (
    <Card variant="borderless">
      <Space direction="vertical" style={{ width: '100%' }}>
        <Space wrap>
          <StudentPicker
            style={{ width: 320, maxWidth: '100%' }}
            value={studentId ?? undefined}
            onChange={(id) => {
              setFilter({ pageNo: 1 });
              setParams({ studentId: id });
            }}
          />
          <ReadPurposeInput />
          {can('growth:file:import') && (
            <Button onClick={importing.openDialog}>导入获奖、活动、竞赛、志愿服务</Button>
          )}
        </Space>
        {!studentId && <Empty description="请选择学生" />}
        {studentId && can('growth:file:edit') && <NoteForm studentId={studentId} />}
        {studentId && can('growth:file:edit') && <RecordForm studentId={studentId} />}
        {studentId && can('growth:file:export') && (
          <ExportButton
            route={growthRoutes.report}
            input={{ query: { studentId } }}
            fileName="成长档案.pdf"
            label="导出成长档案（PDF）"
          />
        )}
        {studentId && can('growth:file:export') && (
          <ExportButton
            route={growthRoutes.file}
            input={{ query: { studentId } }}
            fileName="成长档案.zip"
            label="导出成长档案及附件（ZIP，毕业或转出时）"
          />
        )}
        {picked && can('growth:file:export') && (
          <ExportButton
            route={growthRoutes.classReports}
            input={{ query: { classId: picked.classId } }}
            fileName="成长档案.zip"
            label={`导出${picked.className}全班成长档案（ZIP，毕业时）`}
          />
        )}
        {timeline.data && (
          <>
            <Typography.Title level={5}>{timeline.data.name} 的成长档案</Typography.Title>
            <GrowthTimelineView
              file={timeline.data}
              filter={filter}
              onFilter={setFilter}
              onAttachment={(a) => downloadStored(`/sys/common/static/${a.key}`, a.name).catch(reportError)}
            />
          </>
        )}
      </Space>
      <ImportJobModal
        title="导入成长档案事项"
        routes={growthImportRoutes}
        job={importing}
        onImported={() => void queryClient.invalidateQueries({ queryKey: ['school', 'growth'] })}
      />
    </Card>
  );
}
