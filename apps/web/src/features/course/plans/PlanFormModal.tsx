import { PLAN_MESSAGES, type PlanRecord, planRoutes } from '@xinmiao/shared';
import { Form, Input, Select } from 'antd';
import { api } from '../../../api/client.ts';
import type { RecordDialogProps } from '../../../components/list/use-record-dialog.ts';
import { RecordFormModal } from '../../../components/RecordFormModal.tsx';
import { usePlanOptions } from './use-plan-options.ts';

type Values = { title: string; gradeId: string; semester: string; remark: string };

/** 新增 / 编辑 a grade's plan for one semester; its lessons are scheduled in 课表. */
export function PlanFormModal(dialog: RecordDialogProps<PlanRecord>) {
  const { editing } = dialog;
  const options = usePlanOptions(dialog.open);
  return (
    <RecordFormModal<Values>
      {...dialog}
      initialValues={() =>
        editing
          ? {
              title: editing.title,
              gradeId: editing.gradeId,
              semester: editing.semester,
              remark: editing.remark,
            }
          : { remark: '' }
      }
      save={(body) =>
        editing
          ? api(planRoutes.edit, { body: { ...body, id: editing.id } })
          : api(planRoutes.add, { body }).then(() => PLAN_MESSAGES.addOk)
      }
      width={600}
    >
      <Form.Item
        name="title"
        label="计划名称"
        rules={[{ required: true, whitespace: true, message: '请输入计划名称' }]}
      >
        <Input maxLength={100} placeholder="请输入计划名称" />
      </Form.Item>
      <Form.Item name="gradeId" label="年级" rules={[{ required: true, message: PLAN_MESSAGES.notGrade }]}>
        <Select
          placeholder="请选择年级"
          loading={options.isLoading}
          options={(options.data?.grades ?? []).map((g) => ({ value: g.id, label: g.name }))}
        />
      </Form.Item>
      <Form.Item
        name="semester"
        label="学期"
        extra="学年-学期，如 2025-2026-1（秋季）、2025-2026-2（春季）"
        rules={[{ required: true, message: '请输入学期' }]}
      >
        <Input maxLength={11} placeholder="2025-2026-1" />
      </Form.Item>
      <Form.Item name="remark" label="备注">
        <Input.TextArea maxLength={500} rows={2} />
      </Form.Item>
    </RecordFormModal>
  );
}
