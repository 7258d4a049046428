import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  FORM_FIELD_TYPE_KEYS,
  FORM_FIELD_TYPES,
  FORM_LIMITS,
  FORM_VALIDATION_PRESET_KEYS,
  FORM_VALIDATION_PRESETS,
  type FormFieldInput,
  type OnlineForm,
  onlineFormRoutes,
} from '@xinmiao/shared';
import { Button, Checkbox, Form, Input, Select, Space } from 'antd';
import { api } from '../../../api/client.ts';
import type { RecordDialogProps } from '../../../components/list/use-record-dialog.ts';
import { RecordFormModal } from '../../../components/RecordFormModal.tsx';
import { reloadFormAccess } from './reload-form-access.ts';

type FieldValues = Omit<FormFieldInput, 'dictCode' | 'preset' | 'defaultValue'> & {
  dictCode?: string | null;
  preset?: string | null;
  defaultValue?: string | null;
};
type Kind = 'single' | 'tree' | 'sub';
type Values = {
  code: string;
  name: string;
  kind: Kind;
  mainCode?: string | null;
  fields: FieldValues[];
  confirmName?: string;
};

const kindOptions = [
  { value: 'single', label: '单表' },
  { value: 'tree', label: '树表' },
  { value: 'sub', label: '子表（一对多）' },
];
const kindOf = (form: OnlineForm): Kind => (form.tree ? 'tree' : form.mainCode ? 'sub' : 'single');

const NEW_FIELD: FieldValues = {
  name: '',
  label: '',
  type: 'text',
  inList: true,
  query: 'none',
  sortable: false,
};

const typeOptions = FORM_FIELD_TYPE_KEYS.map((key) => ({ value: key, label: FORM_FIELD_TYPES[key] }));
const presetOptions = FORM_VALIDATION_PRESET_KEYS.map((key) => ({
  value: key,
  label: FORM_VALIDATION_PRESETS[key].label,
}));
const queryOptions = [
  { value: 'none', label: '不查询' },
  { value: 'single', label: '普通查询' },
  { value: 'range', label: '范围查询' },
];

function body(values: Values) {
  return {
    code: values.code.trim(),
    name: values.name.trim(),
    tree: values.kind === 'tree',
    mainCode: values.kind === 'sub' ? (values.mainCode?.trim() ?? null) : null,
    fields: values.fields.map((f) => ({
      ...f,
      dictCode: f.type === 'dict' ? (f.dictCode ?? null) : null,
      preset: f.type === 'text' && f.preset ? (f.preset as FormFieldInput['preset']) : null,
      defaultValue: f.defaultValue?.trim() ? f.defaultValue.trim() : null,
    })),
  };
}

/**
 * 新增 / 编辑 a form of 表单开发: its code, name and fields. The server makes the table; a change that
 * removes fields (or retypes them so values would be lost) is saved only with the form's name typed.
 */
export function OnlineFormModal(dialog: RecordDialogProps<OnlineForm>) {
  const { editing } = dialog;
  const save = (values: Values) =>
    (editing
      ? api(onlineFormRoutes.edit, {
          body: {
            ...body(values),
            id: editing.id,
            ...(values.confirmName?.trim() ? { confirmName: values.confirmName.trim() } : {}),
          },
        })
      : api(onlineFormRoutes.add, { body: body(values) })
    ).then(reloadFormAccess);

  return (
    <RecordFormModal<Values>
      {...dialog}
      initialValues={() =>
        editing
          ? {
              code: editing.code,
              name: editing.name,
              kind: kindOf(editing),
              mainCode: editing.mainCode,
              fields: editing.fields,
            }
          : { code: '', name: '', kind: 'single', fields: [NEW_FIELD] }
      }
      save={save}
      labelSpan={3}
      width={1100}
    >
      <Form.Item
        name="code"
        label="表单编码"
        rules={[
          { required: true, whitespace: true, message: '请输入表单编码' },
          {
            pattern: /^[a-z][a-z0-9_]*$/,
            message: '表单编码须以小写字母开头，只能包含小写字母、数字和下划线',
          },
        ]}
      >
        <Input maxLength={32} placeholder="请输入表单编码" />
      </Form.Item>
      <Form.Item
        name="name"
        label="表单名称"
        rules={[{ required: true, whitespace: true, message: '请输入表单名称' }]}
      >
        <Input maxLength={50} placeholder="请输入表单名称" />
      </Form.Item>
      <Form.Item name="kind" label="表单类型" extra={editing ? '表单类型创建后不能修改' : undefined}>
        <Select options={kindOptions} disabled={Boolean(editing)} />
      </Form.Item>
      <Form.Item noStyle dependencies={['kind']}>
        {({ getFieldValue }) =>
          getFieldValue('kind') === 'sub' ? (
            <Form.Item
              name="mainCode"
              label="主表编码"
              rules={[{ required: true, whitespace: true, message: '请输入主表编码' }]}
            >
              <Input maxLength={32} placeholder="请输入主表的表单编码" disabled={Boolean(editing)} />
            </Form.Item>
          ) : null
        }
      </Form.Item>
      <Form.List name="fields">
        {(fields, { add, remove }) => (
          <Form.Item label="字段" required>
            {fields.map((field) => (
              <Space key={field.key} align="baseline" wrap style={{ display: 'flex' }}>
                <Form.Item name={[field.name, 'no']} hidden>
                  <Input />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'name']}
                  rules={[
                    { required: true, message: '请输入字段名' },
                    {
                      pattern: /^[a-z][A-Za-z0-9]{0,31}$/,
                      message: '字段名须以小写字母开头，只能包含字母和数字',
                    },
                  ]}
                >
                  <Input placeholder="字段名" style={{ width: 120 }} />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'label']}
                  rules={[{ required: true, message: '请输入字段备注' }]}
                >
                  <Input placeholder="字段备注" maxLength={50} style={{ width: 140 }} />
                </Form.Item>
                <Form.Item name={[field.name, 'type']}>
                  <Select aria-label="字段类型" options={typeOptions} style={{ width: 110 }} />
                </Form.Item>
                <Form.Item noStyle dependencies={[['fields', field.name, 'type']]}>
                  {({ getFieldValue }) =>
                    getFieldValue(['fields', field.name, 'type']) === 'dict' ? (
                      <Form.Item
                        name={[field.name, 'dictCode']}
                        rules={[{ required: true, message: '请输入字典编码' }]}
                      >
                        <Input placeholder="字典编码" style={{ width: 120 }} />
                      </Form.Item>
                    ) : (
                      <Form.Item name={[field.name, 'preset']}>
                        <Select
                          allowClear
                          placeholder="校验规则"
                          options={presetOptions}
                          style={{ width: 110 }}
                        />
                      </Form.Item>
                    )
                  }
                </Form.Item>
                <Form.Item name={[field.name, 'defaultValue']}>
                  <Input placeholder="默认值" maxLength={200} style={{ width: 100 }} />
                </Form.Item>
                <Form.Item name={[field.name, 'query']}>
                  <Select aria-label="查询方式" options={queryOptions} style={{ width: 110 }} />
                </Form.Item>
                <Form.Item name={[field.name, 'required']} valuePropName="checked">
                  <Checkbox>必填</Checkbox>
                </Form.Item>
                <Form.Item name={[field.name, 'inList']} valuePropName="checked">
                  <Checkbox>列表显示</Checkbox>
                </Form.Item>
                <Form.Item name={[field.name, 'sortable']} valuePropName="checked">
                  <Checkbox>排序</Checkbox>
                </Form.Item>
                <Button
                  type="text"
                  icon={<DeleteOutlined />}
                  aria-label="删除字段"
                  onClick={() => remove(field.name)}
                />
              </Space>
            ))}
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              onClick={() => add(NEW_FIELD)}
              disabled={fields.length >= FORM_LIMITS.fieldsPerForm}
            >
              添加字段
            </Button>
          </Form.Item>
        )}
      </Form.List>
      {editing ? (
        <Form.Item
          name="confirmName"
          label="确认名称"
          extra="删除字段或改变字段类型会删除该字段的数据，须输入表单名称确认"
        >
          <Input maxLength={50} placeholder="删除数据时输入表单名称确认" />
        </Form.Item>
      ) : null}
    </RecordFormModal>
  );
}
