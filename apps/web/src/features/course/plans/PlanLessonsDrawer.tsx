import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type PlanLesson, type PlanRecord, planRoutes } from '@xinmiao/shared';
import { App, Button, Drawer, Popconfirm, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useAccess } from '../../../access/access-store.ts';
import { api } from '../../../api/client.ts';
import { downloadRoute } from '../../../api/download.ts';
import { reportError } from '../../../api/error-display.ts';
import { LessonRecordModal } from './LessonRecordModal.tsx';
import { PlanLessonModal } from './PlanLessonModal.tsx';

const WEEKDAYS = ['', '一', '二', '三', '四', '五', '六', '日'];

/** 课表: the plan's lessons by date and period, their records, and the Excel export. */
export function PlanLessonsDrawer({ plan, onClose }: { plan: PlanRecord | null; onClose: () => void }) {
  const queryKey = ['plans', 'lessons', plan?.id];
  const lessons = useQuery({
    queryKey,
    queryFn: () => api(planRoutes.lessons, { query: { id: plan?.id ?? '' } }),
    enabled: plan !== null,
  });
  const queryClient = useQueryClient();
  const reload = () => {
    void queryClient.invalidateQueries({ queryKey });
    void queryClient.invalidateQueries({ queryKey: ['plans', 'list'] });
  };
  const { can } = useAccess();
  const editable = can('course:plan:edit');
  const { message } = App.useApp();
  const [dialog, setDialog] = useState<{ editing: PlanLesson | null } | null>(null);
  const [recording, setRecording] = useState<PlanLesson | null>(null);
  const remove = (row: PlanLesson) =>
    api(planRoutes.lessonDelete, { query: { id: row.id } })
      .then((reply) => {
        if (typeof reply === 'string') message.success(reply);
        reload();
      })
      .catch(reportError);
  return (
    <Drawer
      open={plan !== null}
      onClose={onClose}
      width={1100}
      title={plan ? `课表：${plan.title}（${plan.gradeName} ${plan.semester}）` : ''}
      destroyOnHidden
      extra={
        <Space>
          {can('course:plan:export') && plan && (
            <Button
              onClick={() =>
                void downloadRoute(
                  planRoutes.exportXls,
                  { query: { id: plan.id } },
                  `${plan.title}.xlsx`,
                ).catch(reportError)
              }
            >
              导出
            </Button>
          )}
          {editable && (
            <Button type="primary" onClick={() => setDialog({ editing: null })}>
              安排心理课
            </Button>
          )}
        </Space>
      }
    >
      <Table<PlanLesson>
        rowKey="id"
        size="small"
        loading={lessons.isLoading}
        dataSource={lessons.data ?? []}
        pagination={false}
        scroll={{ x: 1340 }}
        columns={[
          { title: '日期', dataIndex: 'lessonDate', width: 110 },
          { title: '星期', dataIndex: 'weekday', width: 60, render: (d: number) => `周${WEEKDAYS[d] ?? ''}` },
          { title: '节次', dataIndex: 'period', width: 70, render: (p: number) => `第 ${p} 节` },
          { title: '班级', dataIndex: 'className', width: 140 },
          { title: '授课教师', dataIndex: 'teacherName', width: 100 },
          { title: '课题', dataIndex: 'topic', width: 180 },
          { title: '课程', dataIndex: 'courseTitle', width: 140, render: (t: string | null) => t ?? '—' },
          { title: '教室', dataIndex: 'room', width: 110 },
          {
            title: '课堂记录',
            key: 'recorded',
            width: 120,
            render: (_: unknown, row) =>
              row.recorded ? (
                <Tag color="green">
                  出勤 {row.present}/{(row.present ?? 0) + (row.absent ?? 0)}
                </Tag>
              ) : (
                <Tag>未记录</Tag>
              ),
          },
          ...(editable
            ? [
                {
                  title: '操作',
                  key: 'actions',
                  width: 190,
                  render: (_: unknown, row: PlanLesson) => (
                    <Space size={0}>
                      <Button type="link" size="small" onClick={() => setRecording(row)}>
                        记录
                      </Button>
                      <Button type="link" size="small" onClick={() => setDialog({ editing: row })}>
                        修改
                      </Button>
                      <Popconfirm title="删除这节课的安排？" onConfirm={() => remove(row)}>
                        <Button type="link" size="small" danger>
                          删除
                        </Button>
                      </Popconfirm>
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
      />
      {plan && (
        <PlanLessonModal
          plan={plan}
          editing={dialog?.editing ?? null}
          open={dialog !== null}
          onClose={() => setDialog(null)}
          onSaved={() => {
            setDialog(null);
            reload();
          }}
        />
      )}
      <LessonRecordModal
        lesson={recording}
        onClose={() => setRecording(null)}
        onSaved={() => {
          setRecording(null);
          reload();
        }}
      />
    </Drawer>
  );
}
