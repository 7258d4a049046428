import { type DepartNode, departRoutes } from '@xinmiao/shared';
import { useRef } from 'react';
import { api } from '../../../api/client.ts';
import { RecordFormModal } from '../../../components/RecordFormModal.tsx';
import { DepartFields } from './DepartFields.tsx';
import { type DepartFormValues, departBody, EMPTY_DEPART } from './depart-form.ts';

/** 添加一级部门 (parent null) or 添加下级 (under `parent`); the server assigns the org code. */
export function AddDepartModal({
  open,
  parent,
  onClose,
  onSaved,
}: {
  open: boolean;
  parent: DepartNode | null;
  onClose: () => void;
  onSaved: (added: DepartNode) => void;
}) {
  // The page selects the new department, so the saved record is handed on after the dialog's message.
  const added = useRef<DepartNode | null>(null);
  return (
    <RecordFormModal<DepartFormValues>
      editing={null}
      title={parent ? `添加下级：${parent.departName}` : '添加一级部门'}
      open={open}
      width={600}
      initialValues={() => ({ ...EMPTY_DEPART, orgCategory: parent ? '2' : '1' })}
      save={async (values) => {
        added.current = await api(departRoutes.add, {
          body: { ...departBody(values), parentId: parent?.id ?? null },
        });
        return '添加成功！';
      }}
      onClose={onClose}
      onSaved={() => added.current && onSaved(added.current)}
    >
      <DepartFields />
    </RecordFormModal>
  );
}
