import { useQuery } from '@tanstack/react-query';
import { crisisRoutes, REPORTER_ROLES, studentRoutes } from '@xinmiao/shared';
import { Form, Input, Radio, Select } from 'antd';
import { useState } from 'react';
import { api } from '../../../api/client.ts';
import { useLevels } from '../../../components/levels/use-levels.ts';
import { RecordFormModal } from '../../../components/RecordFormModal.tsx';

type Values = {
  studentId: string;
  reporterRole: keyof typeof REPORTER_ROLES;
  level: 1 | 2 | 3;
  summary: string;
};

/** A student in reach, found by name or 学号. */
function StudentPicker(props: { value?: string; onChange?: (id: string) => void }) {
  const [keyword, setKeyword] = useState('');
  const found = useQuery({
    queryKey: ['crisis', 'students', keyword],
    queryFn: () =>
      api(studentRoutes.list, {
        query: { pageNo: 1, pageSize: 20, ...(keyword ? { name: `*${keyword}*` } : {}) },
      }),
  });
  return (
    <Select
      {...props}
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

/** 报送: the four-level network (宿舍长/心理委员/班主任/辅导员) or a parent/hospital notice files a signal. */
export function ReportFormModal({
  open,
  onClose,
  onSaved,
}: {
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const levels = useLevels();
  return (
    <RecordFormModal<Values>
      editing={null}
      title="报送心理危机线索"
      open={open}
      initialValues={() => ({ reporterRole: 'class_teacher', level: 2 }) as Values}
      save={(body) => api(crisisRoutes.report, { body })}
      onClose={onClose}
      onSaved={onSaved}
    >
      <Form.Item name="studentId" label="学生" rules={[{ required: true, message: '请选择学生' }]}>
        <StudentPicker />
      </Form.Item>
      <Form.Item
        name="reporterRole"
        label="报送人身份"
        rules={[{ required: true, message: '请选择报送人身份' }]}
      >
        <Select options={Object.entries(REPORTER_ROLES).map(([value, label]) => ({ value, label }))} />
      </Form.Item>
      <Form.Item name="level" label="紧急程度" rules={[{ required: true, message: '请选择紧急程度' }]}>
        <Radio.Group
          options={[
            { value: 3, label: `${levels[3].label}（紧急，有自伤/自杀风险）` },
            { value: 2, label: `${levels[2].label}（较急）` },
            { value: 1, label: `${levels[1].label}（一般）` },
          ]}
        />
      </Form.Item>
      <Form.Item
        name="summary"
        label="情况描述"
        rules={[
          { required: true, message: '请描述情况' },
          { min: 5, message: '请至少用 5 个字描述情况' },
          { max: 1000, message: '描述最多 1000 个字符' },
        ]}
      >
        <Input.TextArea rows={4} placeholder="时间、地点、学生的言行，以及已采取的措施" />
      </Form.Item>
    </RecordFormModal>
  );
}
