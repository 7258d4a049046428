import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import {
  CAREER_GOAL_STATUS,
  type CareerAction,
  type CareerGoalRecord,
  type CareerGoalStatus,
} from '@xinmiao/shared';
import { Button, Checkbox, Form, Input, Select, Space } from 'antd';
import type { ReactNode } from 'react';
import { RecordFormModal } from '../../../components/RecordFormModal.tsx';

export type GoalValues = {
  /** The console's 新增 picks the student. */
  studentId?: string;
  title: string;
  description?: string;
  dueDate?: string;
  status: CareerGoalStatus;
  actions: CareerAction[];
};

const newAction = (): CareerAction => ({ id: crypto.randomUUID(), content: '', owner: '本人', done: false });

/**
 * 新增/编辑 a goal with its actions (each with an owner, a due date and done or not). `extra` adds
 * fields above (the console's student picker); `save` sends the values.
 */
export function GoalFormModal({
  open,
  editing,
  save,
  onClose,
  onSaved,
  extra,
}: {
  open: boolean;
  editing: CareerGoalRecord | null;
  save: (values: GoalValues) => Promise<unknown>;
  onClose: () => void;
  onSaved: () => void;
  extra?: ReactNode;
}) {
  return (
    <RecordFormModal<GoalValues>
      editing={editing}
      open={open}
      title={editing ? '编辑目标' : '新增目标'}
      layout="vertical"
      width={640}
      initialValues={() => ({
        title: editing?.title ?? '',
        description: editing?.description ?? '',
        dueDate: editing?.dueDate ?? '',
        status: (editing?.status as CareerGoalStatus | undefined) ?? 'active',
        actions: editing?.actions ?? [newAction()],
      })}
      save={save}
      onClose={onClose}
      onSaved={onSaved}
    >
      {extra}
      <Form.Item name="title" label="目标" rules={[{ required: true, message: '请输入目标' }]}>
        <Input maxLength={100} placeholder="如 考取软件设计师证书" />
      </Form.Item>
      <Form.Item name="description" label="说明">
        <Input.TextArea maxLength={1000} rows={2} />
      </Form.Item>
      <Space wrap>
        <Form.Item name="dueDate" label="截止日期">
          <Input type="date" />
        </Form.Item>
        {editing && (
          <Form.Item name="status" label="状态">
            <Select
              style={{ width: 120 }}
              options={Object.entries(CAREER_GOAL_STATUS).map(([value, label]) => ({ value, label }))}
            />
          </Form.Item>
        )}
      </Space>
      <Form.List name="actions">
        {(fields, { add, remove }) => (
          <Form.Item label="行动计划">
            {fields.map((field) => (
              <Space key={field.key} align="baseline" wrap style={{ display: 'flex' }}>
                <Form.Item name={[field.name, 'id']} hidden>
                  <Input />
                </Form.Item>
                <Form.Item name={[field.name, 'done']} valuePropName="checked">
                  <Checkbox aria-label="已完成" />
                </Form.Item>
                <Form.Item name={[field.name, 'content']} rules={[{ required: true, message: '请输入行动' }]}>
                  <Input maxLength={200} placeholder="行动" style={{ width: 220 }} />
                </Form.Item>
                <Form.Item name={[field.name, 'owner']}>
                  <Input maxLength={50} placeholder="负责人" style={{ width: 100 }} />
                </Form.Item>
                <Form.Item name={[field.name, 'dueDate']}>
                  <Input type="date" aria-label="行动截止日期" />
                </Form.Item>
                <MinusCircleOutlined aria-label="删除行动" onClick={() => remove(field.name)} />
              </Space>
            ))}
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => add(newAction())}>
              添加行动
            </Button>
          </Form.Item>
        )}
      </Form.List>
    </RecordFormModal>
  );
}

/** A goal's fields as the contract takes them (status aside): empty dates are none. */
export const goalBody = (values: GoalValues) => ({
  title: values.title,
  description: values.description || null,
  dueDate: values.dueDate || null,
  actions: (values.actions ?? []).map((a) => ({ ...a, dueDate: a.dueDate || null, done: Boolean(a.done) })),
});
