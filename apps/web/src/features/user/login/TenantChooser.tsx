import type { LoginResult } from '@xinmiao/shared';
import { Form, Modal, Select } from 'antd';
import { selectDepart } from '../../../access/session-actions.ts';
import { useSaving } from '../../../components/use-saving.ts';

type Choice = { tenantId?: number; orgCode?: string };

/** After login: pick the tenant (several offered) and/or department (multi_depart 2), then PUT selectDepart. */
export function TenantChooser({
  result,
  onDone,
  onCancel,
}: {
  result: LoginResult;
  onDone: () => void;
  onCancel: () => void;
}) {
  const [form] = Form.useForm<Choice>();
  const { saving, whileSaving } = useSaving();
  const chooseTenant = result.tenantList.length > 1;
  const chooseDepart = result.multi_depart === 2;

  const submit = async () => {
    // A failed validation is already shown on the fields.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    await whileSaving(async () => {
      await selectDepart({
        orgCode: chooseDepart ? values.orgCode : (result.userInfo.orgCode ?? undefined),
        loginTenantId: chooseTenant ? values.tenantId : undefined,
      });
      onDone();
    });
  };

  return (
    <Modal
      open
      title="选择登录租户与部门"
      width={450}
      mask={{ closable: false }}
      closable={false}
      okText="确定"
      cancelText="取消"
      confirmLoading={saving}
      onOk={submit}
      onCancel={onCancel}
    >
      <Form<Choice>
        form={form}
        layout="vertical"
        initialValues={{
          tenantId: result.tenantList.find((t) => t.id === result.userInfo.loginTenantId)?.id,
          orgCode: result.userInfo.orgCode ?? undefined,
        }}
      >
        {chooseTenant && (
          <Form.Item name="tenantId" label="登录租户" rules={[{ required: true, message: '请选择登录租户' }]}>
            <Select options={result.tenantList.map((t) => ({ value: t.id, label: t.name }))} />
          </Form.Item>
        )}
        {chooseDepart && (
          <Form.Item name="orgCode" label="登录部门" rules={[{ required: true, message: '请选择登录部门' }]}>
            <Select options={result.departs.map((d) => ({ value: d.orgCode, label: d.departName }))} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
