import { useQuery } from '@tanstack/react-query';
import { COURSE_MESSAGES, type CourseRecord, courseRoutes, studentRoutes } from '@xinmiao/shared';
import { Form, Select } from 'antd';
import { useState } from 'react';
import { api } from '../../../api/client.ts';
import { RecordFormModal } from '../../../components/RecordFormModal.tsx';

type Values = { studentIds: string[] };

/** Students in reach, found by name, several at once. */
function StudentsPicker(props: { value?: string[]; onChange?: (ids: string[]) => void }) {
  const [keyword, setKeyword] = useState('');
  const found = useQuery({
    queryKey: ['courses', 'students', keyword],
    queryFn: () =>
      api(studentRoutes.list, {
        query: { pageNo: 1, pageSize: 20, ...(keyword ? { name: `*${keyword}*` } : {}) },
      }),
  });
  return (
    <Select
      {...props}
      mode="multiple"
      showSearch
      filterOption={false}
      onSearch={setKeyword}
      placeholder="输入姓名查找学生"
      options={(found.data?.records ?? []).map((s) => ({
        value: s.id,
        label: `${s.name}（${s.studentNo}）${s.className}`,
      }))}
    />
  );
}

/** 分配: hands the course to the chosen students (a rule's automatic assignment is the server's). */
export function AssignModal({ course, onClose }: { course: CourseRecord | null; onClose: () => void }) {
  return (
    <RecordFormModal<Values>
      editing={null}
      title={`分配课程：${course?.title ?? ''}`}
      open={course !== null}
      initialValues={() => ({ studentIds: [] })}
      save={async ({ studentIds }) => {
        const count = await api(courseRoutes.assign, { body: { courseId: course?.id ?? '', studentIds } });
        return `${COURSE_MESSAGES.assignOk}（${count} 名学生）`;
      }}
      onClose={onClose}
      onSaved={onClose}
      width={600}
    >
      <Form.Item
        name="studentIds"
        label="学生"
        rules={[{ required: true, message: COURSE_MESSAGES.noStudents }]}
      >
        <StudentsPicker />
      </Form.Item>
    </RecordFormModal>
  );
}
