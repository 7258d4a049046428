import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import {
  FOCUS_BASIS,
  FOCUS_GROUP_DICT,
  FOCUS_OWNERS,
  FOCUS_STATUS,
  type FocusBasis,
  type FocusMeasureInput,
  type FocusPlan,
  type FocusStatus,
  focusPlanRoutes,
} from '@xinmiao/shared';
import { Button, Form, Input, InputNumber, Select, Space } from 'antd';
import { api } from '../../../api/client.ts';
import { useDictItems } from '../../../components/list/use-dict-items.ts';
import { StudentPicker } from '../../../components/pickers/student/StudentPicker.tsx';
import { RecordFormModal } from '../../../components/RecordFormModal.tsx';
import { FOCUS_KEY } from './keys.ts';

type Values = {
  studentId?: string;
  basis: FocusBasis;
  groupCode?: string;
  goals: string;
  measures: FocusMeasureInput[];
  counsellorId?: string;
  headTeacherId?: string;
  therapistId?: string;
  guardianName?: string;
  guardianRelation?: string;
  guardianPhone?: string;
  reviewCycleDays: number;
  nextReviewDate: string;
  status: FocusStatus;
};

const newMeasure = (): FocusMeasureInput => ({ id: crypto.randomUUID(), content: '', owner: 'counsellor' });
const options = (table: Record<string, string>) =>
  Object.entries(table).map(([value, label]) => ({ value, label }));
const today = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

/** 新增/编辑 a 一生一策 plan: what it rests on, goals, measures with owners, responsible people, reviews. */
export function FocusPlanFormModal({
  open,
  editing,
  onClose,
  onSaved,
}: {
  open: boolean;
  editing: FocusPlan | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const basis = Form.useWatch('basis', form);
  const groups = useDictItems(FOCUS_GROUP_DICT);
  const staff = useQuery({
    queryKey: [...FOCUS_KEY, 'staff'],
    queryFn: () => api(focusPlanRoutes.staff),
    enabled: open,
  });
  const staffOptions = (staff.data ?? []).map((s) => ({
    value: s.userId,
    label: `${s.name}（${s.workNo}）`,
  }));
  const person = (name: keyof Values, label: string) => (
    <Form.Item name={name} label={label}>
      <Select allowClear showSearch optionFilterProp="label" style={{ width: 180 }} options={staffOptions} />
    </Form.Item>
  );
  return (
    <RecordFormModal<Values>
      form={form}
      editing={editing}
      open={open}
      title={editing ? `编辑一生一策：${editing.studentName}` : '新建一生一策'}
      layout="vertical"
      width={760}
      initialValues={() => ({
        basis: (editing?.basis as FocusBasis | undefined) ?? 'crisis',
        groupCode: editing?.groupCode ?? undefined,
        goals: editing?.goals ?? '',
        measures: editing?.measures ?? [newMeasure()],
        counsellorId: editing?.counsellorId ?? undefined,
        headTeacherId: editing?.headTeacherId ?? undefined,
        therapistId: editing?.therapistId ?? undefined,
        guardianName: editing?.guardianName ?? '',
        guardianRelation: editing?.guardianRelation ?? '',
        guardianPhone: editing?.guardianPhone ?? '',
        reviewCycleDays: editing?.reviewCycleDays ?? 14,
        nextReviewDate: editing?.nextReviewDate ?? today(),
        status: (editing?.status as FocusStatus | undefined) ?? 'active',
      })}
      save={(values) => {
        const fields = {
          basis: values.basis,
          groupCode: values.basis === 'group' ? (values.groupCode ?? null) : null,
          goals: values.goals,
          // Whether a measure is done is its responsible person's tick on the plan's page, not the form's.
          measures: (values.measures ?? []).map(({ id, content, owner }) => ({ id, content, owner })),
          counsellorId: values.counsellorId ?? null,
          headTeacherId: values.headTeacherId ?? null,
          therapistId: values.therapistId ?? null,
          guardianName: values.guardianName || null,
          guardianRelation: values.guardianRelation || null,
          guardianPhone: values.guardianPhone || null,
          reviewCycleDays: values.reviewCycleDays,
          nextReviewDate: values.nextReviewDate,
        };
        return editing
          ? api(focusPlanRoutes.edit, { body: { ...fields, id: editing.id, status: values.status } })
          : api(focusPlanRoutes.add, { body: { ...fields, studentId: values.studentId ?? '' } });
      }}
      onClose={onClose}
      onSaved={onSaved}
    >
      {!editing && (
        <Form.Item name="studentId" label="学生" rules={[{ required: true, message: '请选择学生' }]}>
          <StudentPicker />
        </Form.Item>
      )}
      <Space wrap>
        <Form.Item name="basis" label="建档依据">
          <Select style={{ width: 140 }} options={options(FOCUS_BASIS)} />
        </Form.Item>
        {basis === 'group' && (
          <Form.Item
            name="groupCode"
            label="特殊群体"
            rules={[{ required: true, message: '请选择特殊群体' }]}
          >
            <Select style={{ width: 180 }} options={groups.map((g) => ({ value: g.value, label: g.text }))} />
          </Form.Item>
        )}
        {editing && (
          <Form.Item name="status" label="状态">
            <Select style={{ width: 120 }} options={options(FOCUS_STATUS)} />
          </Form.Item>
        )}
      </Space>
      <Form.Item name="goals" label="目标" rules={[{ required: true, message: '请输入目标' }]}>
        <Input.TextArea maxLength={2000} rows={3} />
      </Form.Item>
      <Form.List name="measures">
        {(fields, { add, remove }) => (
          <Form.Item label="措施">
            {fields.map((field) => (
              <Space key={field.key} align="baseline" wrap style={{ display: 'flex' }}>
                <Form.Item name={[field.name, 'id']} hidden>
                  <Input />
                </Form.Item>
                <Form.Item name={[field.name, 'content']} rules={[{ required: true, message: '请输入措施' }]}>
                  <Input maxLength={300} placeholder="措施" style={{ width: 320 }} />
                </Form.Item>
                <Form.Item name={[field.name, 'owner']}>
                  <Select aria-label="措施负责人" style={{ width: 120 }} options={options(FOCUS_OWNERS)} />
                </Form.Item>
                <MinusCircleOutlined aria-label="删除措施" onClick={() => remove(field.name)} />
              </Space>
            ))}
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => add(newMeasure())}>
              添加措施
            </Button>
          </Form.Item>
        )}
      </Form.List>
      <Space wrap>
        {person('counsellorId', '辅导员')}
        {person('headTeacherId', '班主任')}
        {person('therapistId', '咨询师')}
      </Space>
      <Space wrap>
        <Form.Item name="guardianName" label="监护人">
          <Input maxLength={50} style={{ width: 140 }} />
        </Form.Item>
        <Form.Item name="guardianRelation" label="与学生关系">
          <Input maxLength={20} style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name="guardianPhone" label="监护人电话">
          <Input maxLength={20} style={{ width: 160 }} />
        </Form.Item>
      </Space>
      <Space wrap>
        <Form.Item
          name="reviewCycleDays"
          label="复盘周期（天）"
          rules={[{ required: true, message: '请输入复盘周期' }]}
        >
          <InputNumber min={1} max={180} precision={0} />
        </Form.Item>
        <Form.Item
          name="nextReviewDate"
          label="下次复盘日期"
          rules={[{ required: true, message: '请选择日期' }]}
        >
          <Input type="date" />
        </Form.Item>
      </Space>
    </RecordFormModal>
  );
}
