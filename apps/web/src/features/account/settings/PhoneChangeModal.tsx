import { accountRoutes } from '@xinmiao/shared';
import { Button, Form, Input } from 'antd';
import { storeUserInfo } from '../../../access/session-actions.ts';
import { sessionStore } from '../../../access/session-store.ts';
import { api, apiEnvelope } from '../../../api/client.ts';
import { RecordFormModal } from '../../../components/RecordFormModal.tsx';
import { smsButtonLabel } from '../../user/login/countdown.ts';
import { mobileError } from '../../user/login/phone-validation.ts';
import { useSmsSender } from '../../user/login/use-sms-sender.ts';

type Values = { mobile: string; captcha: string };

const checkedMobile = {
  validator: (_: unknown, value: string | undefined) => {
    const found = mobileError((value ?? '').trim());
    return found ? Promise.reject(new Error(found)) : Promise.resolve();
  },
};

/**
 * 修改手机: SMS login trusts the phone, so the new number is taken only with a code sent to it
 * (`/sys/user/phone/*`); 基本设置's save leaves the phone alone.
 */
export function PhoneChangeModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const mobile = (Form.useWatch('mobile', form) ?? '').trim();
  const sms = useSmsSender((to) => apiEnvelope(accountRoutes.phoneSms, { body: { mobile: to } }));

  const save = async (values: Values) => {
    const reply = await api(accountRoutes.changePhone, {
      body: { mobile: values.mobile.trim(), captcha: values.captcha.trim() },
    });
    const info = sessionStore.get().info;
    if (info) storeUserInfo({ ...info, phone: values.mobile.trim() });
    return reply;
  };

  return (
    <RecordFormModal<Values>
      editing={null}
      title="修改手机"
      open={open}
      form={form}
      layout="vertical"
      initialValues={() => ({ mobile: '', captcha: '' })}
      save={save}
      onClose={onClose}
      onSaved={onClose}
      inlineRefusal
    >
      <Form.Item name="mobile" label="新手机号" rules={[checkedMobile]}>
        <Input type="tel" maxLength={11} placeholder="请输入新手机号" />
      </Form.Item>
      <Form.Item label="验证码" required extra="验证码发送到新手机号；修改后短信登录使用新号码">
        <div style={{ display: 'flex', gap: 8 }}>
          <Form.Item
            name="captcha"
            noStyle
            rules={[{ required: true, whitespace: true, message: '请输入验证码' }]}
          >
            <Input inputMode="numeric" maxLength={6} placeholder="请输入验证码" aria-label="验证码" />
          </Form.Item>
          <Button
            disabled={mobileError(mobile) !== undefined || sms.left > 0}
            loading={sms.sending}
            onClick={() => void sms.send(mobile)}
          >
            {smsButtonLabel(sms.left)}
          </Button>
        </div>
      </Form.Item>
    </RecordFormModal>
  );
}
