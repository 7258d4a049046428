import {
  BOOKING_ACTION_LABELS,
  type BookingAction,
  bookingRoutes,
  CENTRE_STEPS,
  type CentreBooking,
  CRISIS_RISK_LEVEL,
  levelName,
} from '@xinmiao/shared';
import { App, Checkbox, Form, Input, Modal, Radio, Select } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { policyOf } from '../../../access/record-policy.ts';
import { api } from '../../../api/client.ts';
import { reportError } from '../../../api/error-display.ts';
import { useLevelOptions, useLevels } from '../../../components/levels/use-levels.ts';
import { useCounsellors, useRooms } from '../common/queries.ts';

type ActionName = BookingAction['action'];

type Values = {
  action: ActionName;
  riskLevel?: number;
  note?: string;
  roomId?: string;
  reason?: string;
  slotStart?: string;
  counsellorId?: string;
  studentAgreed?: boolean;
};

/** 流转: one step of the booking state machine, with the fields that step needs. */
export function StepModal({
  booking,
  onClose,
  onDone,
}: {
  booking: CentreBooking | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const { message } = App.useApp();
  const rooms = useRooms();
  const counsellors = useCounsellors();
  const levels = useLevels();
  const levelOptions = useLevelOptions();
  const steps = useMemo(() => CENTRE_STEPS.filter(policyOf(booking)), [booking]);
  const action = Form.useWatch('action', form);
  const counsellorId = Form.useWatch('counsellorId', form);
  useEffect(() => {
    if (booking)
      form.setFieldsValue({
        action: steps[0],
        riskLevel: 0,
        roomId: booking.roomId ?? undefined,
        counsellorId: booking.counsellorId,
      });
  }, [booking, form, steps]);
  const roomOptions = (rooms.data ?? [])
    .filter((r) => r.status === 1)
    .map((r) => ({ value: r.id, label: `${r.campus} ${r.building} ${r.name}` }));

  const submit = async (values: Values) => {
    if (!booking) return;
    setSaving(true);
    try {
      const reply = await api(bookingRoutes.action, { body: { ...values, id: booking.id } as BookingAction });
      message.success(typeof reply === 'string' ? reply : '操作成功');
      onDone();
    } catch (error) {
      reportError(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title={booking ? `预约流转：${booking.studentName} ${booking.slotStart.slice(0, 16)}` : ''}
      open={booking !== null}
      onCancel={onClose}
      onOk={() => form.submit()}
      okButtonProps={{ disabled: steps.length === 0 }}
      confirmLoading={saving}
      okText="确定"
      cancelText="关闭"
      destroyOnHidden
    >
      {steps.length === 0 ? (
        <p>当前状态没有可执行的操作。</p>
      ) : (
        <Form form={form} labelCol={{ span: 5 }} onFinish={submit}>
          <Form.Item name="action" label="操作">
            <Radio.Group options={steps.map((s) => ({ value: s, label: BOOKING_ACTION_LABELS[s] }))} />
          </Form.Item>
          {action === 'prescreen' && (
            <>
              <Form.Item
                name="riskLevel"
                label="风险等级"
                extra={`${levelName(levels, CRISIS_RISK_LEVEL)}及以上将转入危机干预`}
              >
                <Select options={levelOptions} />
              </Form.Item>
              <Form.Item name="note" label="预检意见">
                <Input.TextArea maxLength={500} rows={3} />
              </Form.Item>
            </>
          )}
          {action === 'assign' && (
            <Form.Item name="roomId" label="咨询室" extra="线上咨询可不选">
              <Select allowClear options={roomOptions} />
            </Form.Item>
          )}
          {action === 'cancel' && (
            <Form.Item
              name="reason"
              label="取消原因"
              rules={[{ required: true, whitespace: true, message: '请输入原因' }]}
            >
              <Input maxLength={200} />
            </Form.Item>
          )}
          {action === 'reschedule' && (
            <>
              <Form.Item
                name="slotStart"
                label="新时段"
                rules={[
                  {
                    required: true,
                    pattern: /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/,
                    message: '时间格式应为 YYYY-MM-DD HH:mm',
                  },
                ]}
              >
                <Input placeholder="YYYY-MM-DD HH:mm" />
              </Form.Item>
              <Form.Item name="counsellorId" label="咨询师">
                <Select options={(counsellors.data ?? []).map((c) => ({ value: c.id, label: c.name }))} />
              </Form.Item>
              <Form.Item name="roomId" label="咨询室" extra="不选则用该咨询师排班的咨询室">
                <Select allowClear options={roomOptions} />
              </Form.Item>
              {counsellorId !== booking?.counsellorId && (
                <Form.Item
                  name="studentAgreed"
                  valuePropName="checked"
                  wrapperCol={{ offset: 5 }}
                  rules={[
                    {
                      validator: (_rule, checked) =>
                        checked ? Promise.resolve() : Promise.reject(new Error('更换咨询师需先征得学生同意')),
                    },
                  ]}
                >
                  <Checkbox>学生已同意更换咨询师</Checkbox>
                </Form.Item>
              )}
            </>
          )}
        </Form>
      )}
    </Modal>
  );
}
