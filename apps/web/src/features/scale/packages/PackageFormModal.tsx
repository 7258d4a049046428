import { useQuery } from '@tanstack/react-query';
import { type PackageRecord, packageRoutes } from '@xinmiao/shared';
import { Form, Input, Switch } from 'antd';
import { useEffect, useReducer } from 'react';
import { api } from '../../../api/client.ts';
import { RecordFormModal } from '../../../components/RecordFormModal.tsx';
import { OrderedScaleList } from './OrderedScaleList.tsx';
import { scaleListReducer } from './scale-list.ts';

type FormValues = { name: string; description: string; consentText: string; enabled: boolean };

/** Create or edit a 测评套餐: name, description, ordered scales, consent text (知情同意书) and status. */
export function PackageFormModal({
  open,
  record,
  onClose,
  onSaved,
}: {
  open: boolean;
  record: PackageRecord | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [rows, dispatch] = useReducer(scaleListReducer, []);
  const options = useQuery({
    queryKey: ['scale-package-options'],
    queryFn: () => api(packageRoutes.scaleOptions),
    enabled: open,
  });

  useEffect(() => {
    if (!open) return;
    dispatch({
      type: 'reset',
      rows: (record?.items ?? []).map((i) => ({
        scaleCode: i.scaleCode,
        scaleName: i.scaleName,
        alias: i.alias,
        studentCanViewReport: i.studentCanViewReport,
      })),
    });
  }, [open, record]);

  const save = (values: FormValues) => {
    const body = {
      name: values.name,
      description: values.description ?? '',
      consentText: values.consentText ?? '',
      status: values.enabled ? ('1' as const) : ('0' as const),
      items: rows.map((r) => ({
        scaleCode: r.scaleCode,
        alias: r.alias,
        studentCanViewReport: r.studentCanViewReport,
      })),
    };
    return record
      ? api(packageRoutes.edit, { body: { ...body, id: record.id } })
      : api(packageRoutes.add, { body });
  };

  return (
    <RecordFormModal<FormValues>
      editing={record}
      title={record ? '编辑测评套餐' : '新增测评套餐'}
      open={open}
      initialValues={() => ({
        name: record?.name ?? '',
        description: record?.description ?? '',
        consentText: record?.consentText ?? '',
        enabled: (record?.status ?? '1') === '1',
      })}
      save={save}
      onClose={onClose}
      onSaved={() => {
        onSaved();
        onClose();
      }}
      inlineRefusal
      check={() => (rows.length === 0 ? '请至少选择一个量表' : null)}
      labelSpan={4}
      wrapperSpan={19}
      width={1000}
      okText="保存"
      cancelText="取消"
    >
      <Form.Item
        name="name"
        label="套餐名称"
        rules={[
          { required: true, whitespace: true, message: '请输入套餐名称' },
          { max: 100, message: '套餐名称最长100个字符' },
        ]}
      >
        <Input placeholder="如：新生心理普查" />
      </Form.Item>
      <Form.Item name="description" label="套餐说明" rules={[{ max: 500, message: '套餐说明最长500个字符' }]}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} />
      </Form.Item>
      <Form.Item label="包含量表" required>
        <OrderedScaleList rows={rows} options={options.data ?? []} dispatch={dispatch} />
      </Form.Item>
      <Form.Item
        name="consentText"
        label="知情同意书"
        rules={[{ max: 20000, message: '知情同意书最长20000个字符' }]}
      >
        <Input.TextArea autoSize={{ minRows: 4, maxRows: 10 }} placeholder="学生作答前需阅读并同意的内容" />
      </Form.Item>
      <Form.Item name="enabled" label="状态" valuePropName="checked">
        <Switch checkedChildren="启用" unCheckedChildren="停用" />
      </Form.Item>
    </RecordFormModal>
  );
}
