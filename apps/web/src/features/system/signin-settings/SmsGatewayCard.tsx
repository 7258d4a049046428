import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  SMS_GATEWAY_PROVIDERS,
  type SmsGatewayInput,
  type SmsGatewayState,
  smsGatewayRoutes,
} from '@xinmiao/shared';
import { Alert, App, Button, Card, Form, Input, InputNumber, Select, Switch } from 'antd';
import { useEffect } from 'react';
import { Access } from '../../../access/Access.tsx';
import { api } from '../../../api/client.ts';
import { reportError } from '../../../api/error-display.ts';

const KEY = ['sms-gateway'];

type Values = Omit<SmsGatewayInput, 'enabled'> & { enabled: boolean };

/** What the server will really send a code through, in the administrator's words. */
function SenderNotice({ state }: { state: SmsGatewayState }) {
  const { gateway, sender } = state;
  if (sender === 'school' && gateway) {
    return (
      <Alert
        type="success"
        showIcon
        title={`验证码当前通过本校短信网关（${SMS_GATEWAY_PROVIDERS[gateway.provider]}）发送`}
      />
    );
  }
  const why = gateway ? '本校短信网关已停用' : '尚未配置本校短信网关（未设置密钥）';
  if (sender === 'development-log') {
    return (
      <Alert
        type="warning"
        showIcon
        title={`${why}：验证码当前由服务器以开发模式写入日志，不会发到手机`}
        description="填写服务商密钥、签名和模板并启用后保存，验证码即改由本校短信网关发送。"
      />
    );
  }
  return (
    <Alert
      type="error"
      showIcon
      title={`${why}，本站也未配置其他短信通道：短信登录、自助注册和修改手机均不可用`}
      description="填写服务商密钥、签名和模板并启用后保存。"
    />
  );
}

/**
 * 短信网关: the school's own gateway for one-time codes (SMS login, registration, phone change).
 * The key secret is write-only: the server shows only 已设置/未设置, and an empty field keeps it.
 */
export function SmsGatewayCard() {
  const gateway = useQuery({ queryKey: KEY, queryFn: () => api(smsGatewayRoutes.query) });
  const [form] = Form.useForm<Values>();
  const provider = Form.useWatch('provider', form);
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const current = gateway.data?.gateway;

  useEffect(() => {
    if (current) form.setFieldsValue({ ...current, accessKeySecret: '', enabled: current.enabled === 1 });
  }, [current, form]);

  const save = (values: Values) =>
    api(smsGatewayRoutes.save, { body: { ...values, enabled: values.enabled ? 1 : 0 } })
      .then((reply) => {
        if (typeof reply === 'string') message.success(reply);
        form.setFieldValue('accessKeySecret', '');
        return queryClient.invalidateQueries({ queryKey: KEY });
      })
      .catch(reportError);

  return (
    <Card variant="borderless" title="短信网关" loading={gateway.isLoading}>
      {gateway.data && (
        <div style={{ marginBottom: 16 }}>
          <SenderNotice state={gateway.data} />
        </div>
      )}
      <Form<Values>
        form={form}
        layout="horizontal"
        labelCol={{ span: 5 }}
        wrapperCol={{ span: 12 }}
        // Nothing stored is nothing switched on: the switch starts off, as the server sees it.
        initialValues={{ provider: 'aliyun', enabled: false }}
        onFinish={save}
      >
        <Form.Item
          name="provider"
          label="短信服务商"
          rules={[{ required: true, message: '请选择短信服务商' }]}
        >
          <Select
            options={Object.entries(SMS_GATEWAY_PROVIDERS).map(([value, label]) => ({ value, label }))}
          />
        </Form.Item>
        <Form.Item
          name="accessKeyId"
          label={provider === 'tencent' ? 'SecretId' : 'AccessKey ID'}
          rules={[{ required: true, whitespace: true, message: '请输入 AccessKey ID / SecretId' }]}
        >
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="accessKeySecret"
          label={provider === 'tencent' ? 'SecretKey' : 'AccessKey Secret'}
          extra={current?.accessKeySecretState === '已设置' ? '已设置；留空则保留原密钥' : '未设置'}
          rules={
            current?.accessKeySecretState === '已设置'
              ? []
              : [{ required: true, whitespace: true, message: '请输入 AccessKey Secret / SecretKey' }]
          }
        >
          <Input.Password autoComplete="new-password" visibilityToggle={false} />
        </Form.Item>
        {provider === 'tencent' ? (
          <Form.Item
            name="appId"
            label="SDK AppID"
            rules={[{ required: true, message: '腾讯云短信请填写 SDK AppID' }]}
          >
            <Input />
          </Form.Item>
        ) : null}
        <Form.Item
          name="signName"
          label="短信签名"
          rules={[{ required: true, whitespace: true, message: '请输入短信签名' }]}
        >
          <Input />
        </Form.Item>
        <Form.Item
          name="templateCode"
          label="模板编号"
          extra="验证码模板，变量为验证码（阿里云为 ${code}）"
          rules={[{ required: true, whitespace: true, message: '请输入模板编号' }]}
        >
          <Input />
        </Form.Item>
        <Form.Item name="region" label="地域" extra="留空使用默认地域">
          <Input placeholder={provider === 'tencent' ? 'ap-guangzhou' : 'cn-hangzhou'} />
        </Form.Item>
        <Form.Item name="resendSeconds" label="重发间隔（秒）" extra="留空为 60 秒">
          <InputNumber min={30} max={600} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="perNumberPerHour" label="每号码每小时" extra="留空为 5 条">
          <InputNumber min={1} max={20} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="perAddressPerHour" label="每地址每小时" extra="留空为 20 条">
          <InputNumber min={1} max={200} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="enabled" label="启用" valuePropName="checked">
          <Switch />
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
