import {
  STUDENT_STATUS,
  STUDENT_TYPES,
  type Student,
  type StudentFieldsInput,
  studentRoutes,
} from '@xinmiao/shared';
import { Col, Form, Input, Row, Select } from 'antd';
import { api } from '../../../api/client.ts';
import type { RecordDialogProps } from '../../../components/list/use-record-dialog.ts';
import { RecordFormModal } from '../../../components/RecordFormModal.tsx';
import { useClassOptions } from '../common/use-classes.ts';
import { studentRule } from './student-rules.ts';

const options = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));
const EDITABLE_STATUS = Object.fromEntries(
  Object.entries(STUDENT_STATUS).filter(([k]) => ['1', '2', '4'].includes(k)),
);

type Values = Omit<StudentFieldsInput, 'sex' | 'enrolYear'> & { sex?: number; enrolYear?: string };

const valuesOf = (s: Student): Values => ({
  studentNo: s.studentNo,
  name: s.name,
  ...(s.sex ? { sex: s.sex } : {}),
  birthday: s.birthday ?? '',
  idCard: '',
  phone: '',
  classId: s.classId,
  enrolYear: s.enrolYear ? String(s.enrolYear) : '',
  studentType: s.studentType as Values['studentType'],
  studentStatus: (['1', '2', '4'].includes(s.studentStatus)
    ? s.studentStatus
    : '1') as Values['studentStatus'],
  guardianName: s.guardianName ?? '',
  guardianPhone: '',
  guardianRelation: s.guardianRelation ?? '',
});

/**
 * 新增 / 编辑 a student. Masked numbers are never sent back: on edit the ID and phone fields start
 * empty, and an empty one keeps the stored number (the server fills it in).
 */
export function StudentFormModal(dialog: RecordDialogProps<Student>) {
  const { editing } = dialog;
  const classes = useClassOptions();
  const save = (values: Values) => {
    const body = { ...values, enrolYear: values.enrolYear || undefined };
    return editing
      ? api(studentRoutes.edit, { body: { ...body, id: editing.id } })
      : api(studentRoutes.add, { body });
  };

  return (
    <RecordFormModal<Values>
      {...dialog}
      title={editing ? '编辑学生' : '新增学生'}
      initialValues={() => (editing ? valuesOf(editing) : { studentType: '1', studentStatus: '1' })}
      save={save}
      layout="vertical"
      width={720}
      cancelText="取消"
    >
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="studentNo" label="学号" rules={[studentRule('studentNo')]} required>
            <Input maxLength={20} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="name" label="姓名" rules={[studentRule('name')]} required>
            <Input maxLength={50} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="classId" label="班级" rules={[{ required: true, message: '请选择班级' }]}>
            <Select showSearch optionFilterProp="label" options={classes} disabled={!!editing} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="sex" label="性别">
            <Select
              allowClear
              options={[
                { value: 1, label: '男' },
                { value: 2, label: '女' },
              ]}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="birthday" label="出生日期" rules={[studentRule('birthday')]}>
            <Input placeholder="YYYY-MM-DD" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="enrolYear" label="入学年份" rules={[studentRule('enrolYear')]}>
            <Input placeholder="2025" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="idCard"
            label="身份证号"
            rules={[studentRule('idCard')]}
            extra={editing ? '出于隐私保护不回显，留空则保持不变' : undefined}
          >
            <Input maxLength={18} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="phone" label="手机号" rules={[studentRule('phone')]}>
            <Input maxLength={11} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="studentType" label="学生类型">
            <Select options={options(STUDENT_TYPES)} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="studentStatus" label="学籍状态">
            <Select options={options(EDITABLE_STATUS)} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item name="guardianName" label="监护人">
            <Input maxLength={50} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item name="guardianPhone" label="监护人电话" rules={[studentRule('guardianPhone')]}>
            <Input maxLength={11} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item name="guardianRelation" label="关系">
            <Input maxLength={20} />
          </Form.Item>
        </Col>
      </Row>
    </RecordFormModal>
  );
}
