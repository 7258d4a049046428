import { useQuery } from '@tanstack/react-query';
import {
  CASE_TRANSITIONS,
  type CaseAction,
  crisisRoutes,
  HANDOVER_ROLES,
  type HandoverRole,
  type TransitionNeeds,
} from '@xinmiao/shared';
import { Alert, Form, Input, Radio, Select, type SelectProps } from 'antd';
import { useEffect } from 'react';
import { api } from '../../../api/client.ts';
import { useLevelOptions } from '../../../components/levels/use-levels.ts';
import { RecordFormModal } from '../../../components/RecordFormModal.tsx';
import { AttachmentsField } from '../../../components/upload/AttachmentsField.tsx';

type Values = {
  reason?: string;
  level?: 0 | 1 | 2 | 3;
  counsellorId?: string;
  therapistId?: string;
  handoverRole?: HandoverRole;
  recipientId?: string;
  attachments?: string[];
};

type Person = { id: string; name: string; responsible: boolean };

/** The people responsible for the student first (their 辅导员, the centre's counsellors), then the rest. */
const grouped = (list: Person[] | undefined, responsible: string): SelectProps['options'] => {
  const option = (p: Person) => ({ value: p.id, label: p.name });
  const first = (list ?? []).filter((p) => p.responsible).map(option);
  const rest = (list ?? []).filter((p) => !p.responsible).map(option);
  if (first.length === 0 || rest.length === 0) return [...first, ...rest];
  return [
    { label: responsible, options: first },
    { label: '其他老师', options: rest },
  ];
};

/** The people a part can be handed to: everyone but the one doing it now. */
const others = (list: Person[] | undefined, current: string | null | undefined) =>
  (list ?? []).filter((p) => p.id !== current);

/**
 * One step of the workflow: asks for exactly what the step needs (reason, level, assignees, a
 * hand-over's recipient). Assignment is pre-filled with those responsible for the student.
 */
export function TransitionModal({
  caseId,
  action,
  onClose,
  onSaved,
}: {
  caseId: string;
  action: CaseAction | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const rule = action ? CASE_TRANSITIONS[action] : null;
  const needs: TransitionNeeds = rule?.needs ?? {};
  const levelOptions = useLevelOptions();
  const people = useQuery({
    queryKey: ['crisis', 'assignees', caseId],
    queryFn: () => api(crisisRoutes.assignees, { query: { id: caseId } }),
    enabled: needs.assignees === true || needs.recipient === true,
  });
  const role = Form.useWatch('handoverRole', form);
  // The suggestions arrive after the dialog opened: fill what the user has not picked yet.
  const suggested = people.data;
  useEffect(() => {
    if (!suggested || action !== 'assign') return;
    const picked = form.getFieldsValue(['counsellorId', 'therapistId']);
    form.setFieldsValue({
      counsellorId: picked.counsellorId ?? suggested.counsellorId ?? undefined,
      therapistId: picked.therapistId ?? suggested.therapistId ?? undefined,
    });
  }, [suggested, action, form]);
  return (
    <RecordFormModal<Values>
      form={form}
      editing={null}
      title={rule?.label ?? ''}
      open={action !== null}
      initialValues={() => ({
        attachments: [],
        ...(action === 'assign' && {
          counsellorId: suggested?.counsellorId ?? undefined,
          therapistId: suggested?.therapistId ?? undefined,
        }),
        ...(action === 'hand_over' && { handoverRole: 'therapist' as const }),
      })}
      save={(values) =>
        api(crisisRoutes.transition, {
          body: { id: caseId, action: action ?? 'confirm', ...values, attachments: values.attachments ?? [] },
        })
      }
      onClose={onClose}
      onSaved={onSaved}
    >
      {needs.level && (
        <Form.Item name="level" label="预警等级" rules={[{ required: true, message: '请选择预警等级' }]}>
          <Select options={levelOptions} />
        </Form.Item>
      )}
      {needs.assignees && (
        <>
          <Form.Item name="counsellorId" label="辅导员" rules={[{ required: true, message: '请选择辅导员' }]}>
            <Select
              showSearch
              optionFilterProp="label"
              options={grouped(suggested?.counsellors, '该生所在学院辅导员')}
            />
          </Form.Item>
          <Form.Item name="therapistId" label="咨询师" rules={[{ required: true, message: '请选择咨询师' }]}>
            <Select
              showSearch
              optionFilterProp="label"
              options={grouped(suggested?.therapists, '心理中心咨询师')}
            />
          </Form.Item>
        </>
      )}
      {needs.recipient && (
        <>
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 12 }}
            title="移交给本校另一位老师，对方接收后生效；接收前您可以撤回。转介医院请用「添加记录」中的转介就医。"
          />
          <Form.Item
            name="handoverRole"
            label="移交工作"
            rules={[{ required: true, message: '请选择移交工作' }]}
          >
            <Radio.Group
              options={Object.entries(HANDOVER_ROLES).map(([value, label]) => ({
                value,
                label: `${label}工作`,
              }))}
              onChange={() => form.setFieldValue('recipientId', undefined)}
            />
          </Form.Item>
          <Form.Item name="recipientId" label="接收人" rules={[{ required: true, message: '请选择接收人' }]}>
            <Select
              showSearch
              optionFilterProp="label"
              options={
                role === 'counsellor'
                  ? grouped(others(suggested?.counsellors, suggested?.counsellorId), '该生所在学院辅导员')
                  : grouped(others(suggested?.therapists, suggested?.therapistId), '心理中心咨询师')
              }
            />
          </Form.Item>
        </>
      )}
      <Form.Item
        name="reason"
        label="原因"
        rules={[
          ...(needs.reason ? [{ required: true, message: '请填写原因' }] : []),
          { max: 1000, message: '原因最多 1000 个字符' },
        ]}
      >
        <Input.TextArea rows={3} />
      </Form.Item>
      <Form.Item name="attachments" label="附件">
        <AttachmentsField biz="crisis" />
      </Form.Item>
    </RecordFormModal>
  );
}
