import { useQuery, useQueryClient } from '@tanstack/react-query';
import { COURSE_MESSAGES, type CourseRecord, courseRoutes } from '@xinmiao/shared';
import { Form } from 'antd';
import { api } from '../../../api/client.ts';
import { DepartPicker } from '../../../components/pickers/depart/DepartPicker.tsx';
import { RecordFormModal } from '../../../components/RecordFormModal.tsx';

type Values = { departIds?: string };

/**
 * 发布: the colleges, grades or classes whose students take the course; none for a self-help course
 * only assigned students take. Publishing again replaces the earlier range.
 */
export function PublishModal({ course, onClose }: { course: CourseRecord | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const targets = useQuery({
    queryKey: ['courses', 'targets', course?.id],
    queryFn: () => api(courseRoutes.targets, { query: { id: course?.id ?? '' } }),
    enabled: course !== null,
  });
  return (
    <RecordFormModal<Values>
      editing={null}
      title={`发布课程：${course?.title ?? ''}`}
      open={course !== null && targets.isSuccess}
      initialValues={() => ({ departIds: targets.data?.map((x) => x.departId).join(',') || undefined })}
      save={async ({ departIds }) => {
        const ids = departIds ? departIds.split(',').filter(Boolean) : [];
        const count = await api(courseRoutes.publish, { body: { id: course?.id ?? '', departIds: ids } });
        await queryClient.invalidateQueries({ queryKey: ['courses'] });
        return `${COURSE_MESSAGES.publishOk}（新分配 ${count} 名学生）`;
      }}
      onClose={onClose}
      onSaved={onClose}
      width={600}
    >
      <Form.Item
        name="departIds"
        label="发布范围（院系、年级或班级）"
        extra="所选范围内的学生都会收到这门课程；不选择则只有手动或按规则分配的学生可以学习。"
      >
        <DepartPicker />
      </Form.Item>
    </RecordFormModal>
  );
}
