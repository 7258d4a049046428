import { BOOKING_ACTION_LABELS, type Booking, type BookingAction, bookingRoutes } from '@xinmiao/shared';
import { App, Form, Input, Modal, Radio, Select } from 'antd';
import { useEffect, useState } from 'react';
import { api } from '../../../api/client.ts';
import { reportError } from '../../../app/error-display.ts';
import { useRooms } from '../common/queries.ts';

type ActionName = BookingAction['action'];

/** The steps offered from each status; the server checks the same machine. */
const STEPS_FROM: Record<string, ActionName[]> = {
  requested: ['prescreen', 'cancel'],
  pending_confirm: ['confirm', 'reschedule', 'cancel'],
  confirmed: ['checkIn', 'reschedule', 'noShow', 'cancel'],
  checked_in: ['start'],
  in_session: ['complete'],
};

type Values = {
  action: ActionName;
  riskLevel?: number;
  note?: string;
  roomId?: string;
  reason?: string;
  slotStart?: string;
};

/** 流转: one step of the booking state machine, with the fields that step needs. */
export function StepModal({
  booking,
  onClose,
  onDone,
}: {
  booking: Booking | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const { message } = App.useApp();
  const rooms = useRooms();
  const steps = booking ? (STEPS_FROM[booking.status] ?? []) : [];
  const action = Form.useWatch('action', form);
  useEffect(() => {
    if (booking) form.setFieldsValue({ action: steps[0], riskLevel: 0, roomId: booking.roomId ?? undefined });
  }, [booking, form, steps]);

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
              <Form.Item name="riskLevel" label="风险等级" extra="中、高风险将转入危机干预">
                <Select options={['无', '低', '中', '高'].map((label, value) => ({ value, label }))} />
              </Form.Item>
              <Form.Item name="note" label="预检意见">
                <Input.TextArea maxLength={500} rows={3} />
              </Form.Item>
            </>
          )}
          {action === 'confirm' && (
            <Form.Item name="roomId" label="咨询室">
              <Select
                allowClear
                options={(rooms.data ?? []).map((r) => ({
                  value: r.id,
                  label: `${r.campus} ${r.building} ${r.name}`,
                }))}
              />
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
          )}
        </Form>
      )}
    </Modal>
  );
}
