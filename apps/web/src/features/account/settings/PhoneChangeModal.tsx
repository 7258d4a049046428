import { accountRoutes } from '@xinmiao/shared';
import { Form, Input } from 'antd';
import { storeUserInfo } from '../../../access/session-actions.ts';
import { sessionStore } from '../../../access/session-store.ts';
import { api, apiEnvelope } from '../../../api/client.ts';
import { RecordFormModal } from '../../../components/RecordFormModal.tsx';
import { mobileRule } from '../../user/login/phone-validation.ts';
import { SmsCodeField } from '../../user/login/SmsCodeField.tsx';
import { useSmsSender } from '../../user/login/use-sms-sender.ts';

type Values = { mobile: string; captcha: string };

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
      <Form.Item name="mobile" label="新手机号" rules={[mobileRule]}>
        <Input type="tel" maxLength={11} placeholder="请输入新手机号" />
      </Form.Item>
      <SmsCodeField
        name="captcha"
        mobile={mobile}
        sms={sms}
        size="middle"
        extra="验证码发送到新手机号；修改后短信登录使用新号码"
      />
    </RecordFormModal>
  );
}
