import { type StructureLevel, structureRoutes, UNIT_KINDS } from '@xinmiao/shared';
import { Form, Input, Select } from 'antd';
import { api } from '../../../api/client.ts';
import { RecordFormModal } from '../../../components/RecordFormModal.tsx';

export type UnitDraft = {
  level: StructureLevel;
  /** Adding: the parent and the kinds that may be added under it; editing: the unit. */
  parentId?: string;
  kinds?: readonly string[];
  edit?: { id: string; name: string; dormitory: string | null; enrolYear: number | null };
};

type Values = { kind?: string; name: string; dormitory?: string; enrolYear?: string };

/** 新增 / 编辑 a college, major, grade or class; the dormitory applies to classes. */
export function UnitFormModal({
  draft,
  onClose,
  onSaved,
}: {
  draft: UnitDraft | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const save = async (values: Values) => {
    if (!draft) return;
    const routes = structureRoutes[draft.level];
    const common = {
      name: values.name,
      dormitory: values.dormitory,
      enrolYear: values.enrolYear || undefined,
    };
    return draft.edit
      ? api(routes.edit, { body: { ...common, id: draft.edit.id } })
      : api(routes.add, { body: { ...common, parentId: draft.parentId ?? '', kind: values.kind ?? '' } });
  };
  return (
    <RecordFormModal<Values>
      editing={draft?.edit}
      open={draft !== null}
      initialValues={() =>
        draft?.edit
          ? {
              name: draft.edit.name,
              dormitory: draft.edit.dormitory ?? '',
              enrolYear: draft.edit.enrolYear ? String(draft.edit.enrolYear) : '',
            }
          : { kind: draft?.kinds?.[0], name: '', dormitory: '', enrolYear: '' }
      }
      save={save}
      onClose={onClose}
      onSaved={onSaved}
      layout="vertical"
      cancelText="取消"
    >
      {!draft?.edit && (
        <Form.Item name="kind" label="层级" rules={[{ required: true, message: '请选择层级' }]}>
          <Select
            options={(draft?.kinds ?? []).map((k) => ({
              value: k,
              label: UNIT_KINDS[k as keyof typeof UNIT_KINDS] ?? k,
            }))}
          />
        </Form.Item>
      )}
      <Form.Item name="name" label="名称" rules={[{ required: true, message: '请输入名称' }]}>
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item name="enrolYear" label="入学年份">
        <Input placeholder="年级或班级可填，如 2025" />
      </Form.Item>
      <Form.Item name="dormitory" label="宿舍">
        <Input maxLength={100} placeholder="班级可填，如 梅园3号楼" />
      </Form.Item>
    </RecordFormModal>
  );
}
