import { useQuery } from '@tanstack/react-query';
import { courseRoutes, type StudentProgress } from '@xinmiao/shared';
import { Progress, Table, Tag } from 'antd';
import { api } from '../../../api/client.ts';

/** Each assigned student's progress in the course (never why the student takes it). */
export function CourseProgressTable({ courseId }: { courseId: string }) {
  const rows = useQuery({
    queryKey: ['courses', 'progress', courseId],
    queryFn: () => api(courseRoutes.progress, { query: { id: courseId } }),
  });
  return (
    <Table<StudentProgress>
      rowKey="studentId"
      size="small"
      loading={rows.isLoading}
      dataSource={rows.data ?? []}
      pagination={{ pageSize: 20 }}
      columns={[
        { title: '学生', dataIndex: 'studentName' },
        {
          title: '已学课时',
          render: (_, row) => `${row.finishedLessons} / ${row.totalLessons}`,
        },
        {
          title: '观看进度',
          dataIndex: 'watchedShare',
          render: (share: number) => <Progress percent={Math.round(share)} size="small" />,
        },
        {
          title: '状态',
          dataIndex: 'completed',
          render: (completed: boolean) => (completed ? <Tag color="green">已完成</Tag> : <Tag>学习中</Tag>),
        },
      ]}
    />
  );
}
