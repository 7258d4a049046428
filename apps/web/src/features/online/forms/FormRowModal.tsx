import { useQuery } from '@tanstack/react-query';
import { type FormField, type FormRow, type OnlineForm, onlineFormRoutes } from '@xinmiao/shared';
import { Form, Input, InputNumber, Select } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { api } from '../../../api/client.ts';
import { useDictItems } from '../../../components/list/use-dict-items.ts';
import type { RecordDialogProps } from '../../../components/list/use-record-dialog.ts';
import { RecordFormModal } from '../../../components/RecordFormModal.tsx';
import type { EnhanceOutcome } from '../enhance/run-enhance.ts';
import { useEnhance } from '../enhance/use-enhance.ts';
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

/** What Form.Item gives its input: the value and change handler (and id) pass through to the control. */
type Bound = { id?: string; value?: string | number | null; onChange?: (value: unknown) => void };

function FieldInput({ field, value, ...bound }: { field: FormField } & Bound) {
  const text = value === null || value === undefined ? '' : String(value);
  switch (field.type) {
    case 'int':
    case 'decimal':
      return (
        <InputNumber
          {...bound}
          value={value === '' ? null : value}
          style={{ width: '100%' }}
          precision={field.type === 'int' ? 0 : undefined}
        />
      );
    case 'dict':
      return <DictSelect {...bound} value={value === null ? undefined : text} field={field} />;
    case 'textarea':
      return <Input.TextArea {...bound} value={text} rows={3} maxLength={field.maxLength ?? 10_000} />;
    case 'date':
      return <Input {...bound} value={text} placeholder="yyyy-MM-dd" />;
    case 'datetime':
      return <Input {...bound} value={text} placeholder="yyyy-MM-dd HH:mm:ss" />;
    default:
      return (
        <Input
          {...bound}
          value={text}
          maxLength={field.maxLength ?? 500}
          placeholder={`请输入${field.label}`}
        />
      );
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
  const [values] = Form.useForm<Values>();
  const enhance = useEnhance(form, dialog.open);
  // The opening the `loaded` event ran for: once per opening, and a late answer after closing is dropped.
  const opening = useRef(0);
  const loadedFor = useRef(-1);
  const apply = (outcome: EnhanceOutcome | null, forOpening: number) => {
    if (outcome && forOpening === opening.current && Object.keys(outcome.changes).length) {
      values.setFieldsValue(outcome.changes);
    }
  };
  useEffect(() => {
    if (dialog.open) opening.current += 1;
  }, [dialog.open]);
  useEffect(() => {
    if (!dialog.open || !enhance.hasScript || loadedFor.current === opening.current) return;
    const forOpening = opening.current;
    loadedFor.current = forOpening;
    void enhance.run('loaded', values.getFieldsValue()).then((outcome) => apply(outcome, forOpening));
  });

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
  const save = async (given: Values) => {
    const outcome = await enhance.run('beforeSubmit', given);
    if (outcome?.rejected) throw new Error(outcome.rejected);
    const body = { ...given, ...outcome?.changes, ...(await subTables()) };
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
      form={values}
      onValuesChange={(changed, all) => {
        const forOpening = opening.current;
        for (const name of Object.keys(changed)) {
          void enhance.run('change', all, name).then((outcome) => apply(outcome, forOpening));
        }
      }}
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
