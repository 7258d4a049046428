import { useQuery, useQueryClient } from '@tanstack/react-query';
import { REGISTER_MESSAGES, registerRoutes } from '@xinmiao/shared';
import { App, Button, Card, Form, Switch } from 'antd';
import type { Rule } from 'antd/es/form';
import { useEffect } from 'react';
import { Access } from '../../../access/Access.tsx';
import { useSession } from '../../../access/session-store.ts';
import { api } from '../../../api/client.ts';
import { reportError } from '../../../api/error-display.ts';
import { RolePicker } from '../../../components/pickers/record/RolePicker.tsx';
import { UserPicker } from '../../../components/pickers/record/UserPicker.tsx';

const KEY = ['register-setting'];

type Values = { enabled: boolean; roleId?: string | undefined; approver?: string | undefined };

/** The role and the approver are needed only to turn registration on (the server checks it too). */
const requiredWhenOn =
  (message: string): Rule =>
  ({ getFieldValue }) => ({ required: getFieldValue('enabled') === true, message });

/**
 * 自助注册: off unless the school turns it on, naming the role a new account gets and the user who
 * approves it (注册审核). New accounts cannot sign in until approved.
 */
export function RegisterSettingsCard() {
  const setting = useQuery({ queryKey: KEY, queryFn: () => api(registerRoutes.setting) });
  const [form] = Form.useForm<Values>();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const school = useSession().tenantid;
  const current = setting.data;

  useEffect(() => {
    if (current) {
      form.setFieldsValue({
        enabled: current.enabled === 1,
        roleId: current.roleId ?? undefined,
        approver: current.approver ?? undefined,
      });
    }
  }, [current, form]);

  const save = (values: Values) =>
    api(registerRoutes.saveSetting, {
      body: {
        enabled: values.enabled ? 1 : 0,
        roleId: values.roleId ?? null,
        approver: values.approver ?? null,
      },
    })
      .then((reply) => {
        if (typeof reply === 'string') message.success(reply);
        return queryClient.invalidateQueries({ queryKey: KEY });
      })
      .catch(reportError);

  return (
    <Card variant="borderless" title="自助注册" loading={setting.isLoading}>
      <p>
        开启后，登录页在识别到本校时显示“注册账户”；本校注册链接：
        <code>{`${window.location.origin}/user/register?school=${school}`}</code>
        。新账号经审核人通过后才能登录。
      </p>
      <Form<Values>
        form={form}
        layout="horizontal"
        labelCol={{ span: 5 }}
        wrapperCol={{ span: 12 }}
        initialValues={{ enabled: false }}
        onFinish={save}
      >
        <Form.Item name="enabled" label="开放自助注册" valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item
          name="roleId"
          label="新账号角色"
          dependencies={['enabled']}
          rules={[requiredWhenOn(REGISTER_MESSAGES.roleRequired)]}
        >
          <RolePicker multiple={false} />
        </Form.Item>
        <Form.Item
          name="approver"
          label="审核人"
          extra="审核人还需拥有“审核自助注册”权限（注册审核页面）"
          dependencies={['enabled']}
          rules={[requiredWhenOn(REGISTER_MESSAGES.approverRequired)]}
        >
          <UserPicker multiple={false} />
        </Form.Item>
        <Access code="system:signin:config">
          <Form.Item wrapperCol={{ offset: 5 }}>
            <Button type="primary" htmlType="submit">
              保存
            </Button>
          </Form.Item>
        </Access>
      </Form>
    </Card>
  );
}
