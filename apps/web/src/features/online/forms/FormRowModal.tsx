import { useQuery } from '@tanstack/react-query';
import { type FormField, type FormRow, type OnlineForm, onlineFormRoutes } from '@xinmiao/shared';
import { Form, Input, InputNumber, Select } from 'antd';
import { useRef, useState } from 'react';
import { api } from '../../../api/client.ts';
import { useDictItems } from '../../../components/list/use-dict-items.ts';
import type { RecordDialogProps } from '../../../components/list/use-record-dialog.ts';
import { RecordFormModal } from '../../../components/RecordFormModal.tsx';
import { type SubGrids, SubTableTabs } from './SubTableTabs.tsx';
import { subTableRows } from './sub-table-columns.ts';

type Values = Record<string, string | number | null>;

/** The key of the main form's own tab in the Tab style (a form code never starts with `_`). */
const MAIN_TAB = '_main';

export function DictSelect({
  field,
  ...props
}: {
  field: FormField;
  value?: string;
  onChange?: (v: string) => void;
}) {
  const items = useDictItems(field.dictCode ?? '');
  return (
    <Select
      {...props}
      allowClear
      placeholder={`请选择${field.label}`}
      options={items.map((item) => ({ value: item.value, label: item.text }))}
    />
  );
}

function FieldInput({ field }: { field: FormField }) {
  switch (field.type) {
    case 'int':
    case 'decimal':
      return <InputNumber style={{ width: '100%' }} precision={field.type === 'int' ? 0 : undefined} />;
    case 'dict':
      return <DictSelect field={field} />;
    case 'textarea':
      return <Input.TextArea rows={3} maxLength={field.maxLength ?? 10_000} />;
    case 'date':
      return <Input placeholder="yyyy-MM-dd" />;
    case 'datetime':
      return <Input placeholder="yyyy-MM-dd HH:mm:ss" />;
    default:
      return <Input maxLength={field.maxLength ?? 500} placeholder={`请输入${field.label}`} />;
  }
}

/**
 * 新增 / 编辑 one row of a form: an input per field of its definition; the server checks every value.
 * A tree's new row goes under `parentId` (添加下级); a main form's sub-tables are edited in tabs
 * below and sent with the row, validated first (the first failing tab opens). `tabs`: the main
 * fields are the first tab beside the sub-tables' (the Tab list style).
 */
export function FormRowModal({
  form,
  parentId = null,
  tabs = false,
  ...dialog
}: RecordDialogProps<FormRow> & { form: OnlineForm; parentId?: string | null; tabs?: boolean }) {
  const { editing } = dialog;
  const withSubs = useQuery({
    queryKey: ['online-form-item', form.code],
    queryFn: () => api(onlineFormRoutes.form, { params: { code: form.code } }),
    enabled: dialog.open,
  });
  const subForms = withSubs.data?.subForms ?? [];
  const grids = useRef<SubGrids>({});
  const [tab, setTab] = useState('');
  const mainId = editing ? String(editing.id) : null;

  const subTables = async (): Promise<Record<string, Record<string, string | number | null>[]>> => {
    const out: Record<string, Record<string, string | number | null>[]> = {};
    for (const sub of subForms) {
      const grid = grids.current[sub.code];
      if (!grid) continue;
      const problem = await grid.validate();
      if (problem) {
        setTab(sub.code);
        throw new Error(problem);
      }
      const added = new Set(grid.changes().inserted.map((r) => r.id));
      out[sub.code] = subTableRows(sub.fields, grid.rows(), added);
    }
    return out;
  };
  const save = async (values: Values) => {
    const body = { ...values, ...(await subTables()) };
    return editing
      ? api(onlineFormRoutes.editRow, {
          params: { code: form.code },
          body: { ...body, id: String(editing.id) },
        })
      : api(onlineFormRoutes.addRow, {
          params: { code: form.code },
          body: form.tree && parentId ? { ...body, parentId } : body,
        });
  };
  const fields = form.fields.map((field) => (
    <Form.Item
      key={field.no}
      name={field.name}
      label={field.label}
      rules={field.required ? [{ required: true, message: `请输入${field.label}` }] : []}
    >
      <FieldInput field={field} />
    </Form.Item>
  ));
  return (
    <RecordFormModal<Values>
      {...dialog}
      title={editing ? `编辑${form.name}` : `新增${form.name}`}
      initialValues={() => editing ?? Object.fromEntries(form.fields.map((f) => [f.name, f.defaultValue]))}
      save={save}
      width={subForms.length ? 1000 : undefined}
    >
      {tabs && subForms.length ? null : fields}
      {dialog.open && subForms.length ? (
        <SubTableTabs
          subForms={subForms}
          mainId={mainId}
          tab={tab || (tabs ? MAIN_TAB : (subForms[0]?.code ?? ''))}
          onTab={setTab}
          grids={grids}
          leading={tabs ? { key: MAIN_TAB, label: form.name, children: fields } : undefined}
        />
      ) : null}
    </RecordFormModal>
  );
}
