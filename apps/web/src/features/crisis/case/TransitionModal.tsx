import { useQuery } from '@tanstack/react-query';
import { CASE_TRANSITIONS, type CaseAction, crisisRoutes } from '@xinmiao/shared';
import { Form, Input, Select } from 'antd';
import { api } from '../../../api/client.ts';
import { useLevelOptions } from '../../../components/levels/use-levels.ts';
import { RecordFormModal } from '../../../components/RecordFormModal.tsx';
import { AttachmentsField } from './AttachmentsField.tsx';

type Values = {
  reason?: string;
  level?: 0 | 1 | 2 | 3;
  counsellorId?: string;
  therapistId?: string;
  attachments?: string[];
};

/** One step of the workflow: asks for exactly what the step needs (reason, level, assignees). */
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
  const rule = action ? CASE_TRANSITIONS[action] : null;
  const needs: { reason?: true; level?: true; assignees?: true } = rule?.needs ?? {};
  const levelOptions = useLevelOptions();
  const people = useQuery({
    queryKey: ['crisis', 'assignees'],
    queryFn: () => api(crisisRoutes.assignees),
    enabled: needs.assignees === true,
  });
  const asOptions = (list: { id: string; name: string }[] | undefined) =>
    (list ?? []).map((p) => ({ value: p.id, label: p.name }));
  return (
    <RecordFormModal<Values>
      editing={null}
      title={rule?.label ?? ''}
      open={action !== null}
      initialValues={() => ({ attachments: [] })}
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
            <Select showSearch optionFilterProp="label" options={asOptions(people.data?.counsellors)} />
          </Form.Item>
          <Form.Item name="therapistId" label="咨询师" rules={[{ required: true, message: '请选择咨询师' }]}>
            <Select showSearch optionFilterProp="label" options={asOptions(people.data?.therapists)} />
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
        <AttachmentsField />
      </Form.Item>
    </RecordFormModal>
  );
}
