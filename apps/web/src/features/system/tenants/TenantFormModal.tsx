import { type SysTenant, TENANT_KINDS, tenantRoutes } from '@xinmiao/shared';
import { DatePicker, Form, Input, InputNumber, Radio, Switch } from 'antd';
import { api } from '../../../api/client.ts';
import { RequiredTextItem } from '../../../components/form-rules/RequiredTextItem.tsx';
import type { RecordDialogProps } from '../../../components/list/use-record-dialog.ts';
import { RegionPicker } from '../../../components/pickers/region/RegionPicker.tsx';
import { RecordFormModal } from '../../../components/RecordFormModal.tsx';
import { formValuesOf, type TenantFormValues, tenantBody } from './form-values.ts';

/**
 * 新增 / 编辑 a 租户. Number, validity and freezing are the platform's; a school's administrator
 * may only rename their own school.
 */
export function TenantFormModal({
  platform,
  ...dialog
}: RecordDialogProps<SysTenant> & { platform: boolean }) {
  const { editing } = dialog;
  const save = (values: TenantFormValues) => {
    const body = tenantBody(values);
    return editing
      ? api(tenantRoutes.edit, { body: { ...body, id: editing.id } })
      : api(tenantRoutes.add, { body });
  };

  return (
    <RecordFormModal<TenantFormValues>
      {...dialog}
      initialValues={() => formValuesOf(editing)}
      save={save}
      inlineRefusal
    >
      <Form.Item name="id" label="租户编号" extra={editing ? undefined : '留空则自动编号'}>
        <InputNumber min={1} precision={0} disabled={Boolean(editing) || !platform} style={{ width: 200 }} />
      </Form.Item>
      <RequiredTextItem name="name" label="租户名称" maxLength={100} />
      <Form.Item name="kind" label="租户类型" extra="教育局只能查看所辖地区学校的汇总统计，新增后不能更改">
        <Radio.Group
          disabled={Boolean(editing) || !platform}
          options={Object.entries(TENANT_KINDS).map(([value, label]) => ({ value, label }))}
        />
      </Form.Item>
      <Form.Item name="houseNumber" label="门牌号">
        <Input maxLength={20} />
      </Form.Item>
      <Form.Item
        name="regionCode"
        label="所在地区"
        extra="学校所在的区县（教育局为所辖的省、市或区县），统计与驾驶舱按地区汇总"
      >
        <RegionPicker disabled={!platform} />
      </Form.Item>
      <Form.Item name="term" label="有效期" extra="有效期外该学校的用户无法登录">
        <DatePicker.RangePicker allowEmpty={[true, true]} disabled={!platform} />
      </Form.Item>
      <Form.Item name="frozen" label="冻结" valuePropName="checked">
        <Switch disabled={!platform} />
      </Form.Item>
    </RecordFormModal>
  );
}
