import { BOOKING_MESSAGES, bookingRoutes, type Slot } from '@xinmiao/shared';
import { App, Button, Checkbox, Drawer, Form, Input } from 'antd';
import { useState } from 'react';
import { errorText, mobileApi } from '../mobile-session.ts';

type Values = { topic: string; intake?: string; consent: boolean };

/**
 * The booking form of one slot: topic, a short intake and the informed consent for a 心理咨询; topic
 * and the 生涯咨询 notice for a 生涯咨询.
 */
export function BookSheet({
  slot,
  onClose,
  onBooked,
  onTaken,
}: {
  slot: Slot | null;
  onClose: () => void;
  onBooked: () => void;
  onTaken: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const { message } = App.useApp();
  // A 生涯咨询 asks nothing about how the student feels: no intake, its own notice.
  const career = slot?.kind === 'career';
  const submit = async (values: Values) => {
    if (!slot) return;
    setSaving(true);
    try {
      await mobileApi(bookingRoutes.book, {
        body: {
          kind: career ? 'career' : 'psych',
          counsellorId: slot.counsellorId,
          slotStart: slot.start.slice(0, 16),
          topic: values.topic,
          ...(career ? {} : { intake: values.intake ?? '' }),
          consent: true,
        },
      });
      message.success(BOOKING_MESSAGES.booked);
      form.resetFields();
      onBooked();
    } catch (error) {
      message.error(errorText(error));
      onTaken();
    } finally {
      setSaving(false);
    }
  };
  return (
    <Drawer
      placement="bottom"
      open={slot !== null}
      onClose={onClose}
      title={slot ? `${slot.start.slice(5, 16)} ${slot.counsellorName}` : ''}
      size="large"
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={submit} initialValues={{ consent: false }}>
        <Form.Item
          name="topic"
          label="咨询主题"
          rules={[{ required: true, whitespace: true, message: '请输入咨询主题' }]}
        >
          <Input maxLength={50} placeholder={career ? '如 选专业、考研还是就业' : '如 学业压力、人际关系'} />
        </Form.Item>
        {!career && (
          <Form.Item name="intake" label="简单描述你的情况（选填）">
            <Input.TextArea maxLength={1000} rows={4} />
          </Form.Item>
        )}
        <Form.Item
          name="consent"
          valuePropName="checked"
          rules={[
            {
              validator: (_r, v) =>
                v ? Promise.resolve() : Promise.reject(new Error(BOOKING_MESSAGES.consent)),
            },
          ]}
        >
          <Checkbox>
            {career
              ? '我已阅读并同意《生涯咨询须知》：生涯导师将和你一起探索专业与职业方向，咨询记录仅你本人、生涯导师和心理中心可见。'
              : '我已阅读并同意《心理咨询知情同意书》：咨询内容严格保密，危及生命安全等保密例外情形除外。'}
          </Checkbox>
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={saving}>
          提交预约
        </Button>
      </Form>
    </Drawer>
  );
}
