import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  COUNSELLING_MESSAGES,
  counsellingRoutes,
  SESSION_WINDOW_MINUTES_MAX,
  type SessionWindow,
} from '@xinmiao/shared';
import { App, Button, Card, Form, InputNumber, Space, Typography } from 'antd';
import { useEffect } from 'react';
import { useAccess } from '../../../access/access-store.ts';
import { api } from '../../../api/client.ts';
import { useSaving } from '../../../components/use-saving.ts';

const MINUTES_MESSAGE = `须为 0 到 ${SESSION_WINDOW_MINUTES_MAX} 之间的整数（分钟）`;
const minutesRules = [
  { required: true, message: '请输入分钟数' },
  { type: 'integer' as const, min: 0, max: SESSION_WINDOW_MINUTES_MAX, message: MINUTES_MESSAGE },
];
const WINDOW_KEY = ['counselling-session-window'];

/**
 * 咨询时段规则: how long before a booked slot the centre may check a student in and start, and how
 * long after the slot's end; outside it the server refuses those steps and names the rule.
 */
export function SessionWindowCard() {
  const [form] = Form.useForm<SessionWindow>();
  const { message } = App.useApp();
  const { can } = useAccess();
  const client = useQueryClient();
  const editable = can('counselling:rota:edit');
  const window = useQuery({ queryKey: WINDOW_KEY, queryFn: () => api(counsellingRoutes.sessionWindow, {}) });
  useEffect(() => {
    if (window.data) form.setFieldsValue(window.data);
  }, [window.data, form]);
  const { saving, whileSaving } = useSaving();
  const save = (values: SessionWindow) =>
    whileSaving(async () => {
      await api(counsellingRoutes.saveSessionWindow, { body: values });
      message.success(COUNSELLING_MESSAGES.saved);
      await client.invalidateQueries({ queryKey: WINDOW_KEY });
    });
  return (
    <Card variant="borderless" title="咨询时段规则" loading={window.isLoading} style={{ marginTop: 16 }}>
      <Form form={form} layout="vertical" disabled={!editable} onFinish={save}>
        <Typography.Paragraph type="secondary">
          签到和开始咨询只在预约时段前后的这段时间内可以进行；结束会谈在时间窗开始后随时可以进行。
        </Typography.Paragraph>
        <Space wrap align="end">
          <Form.Item name="beforeStart" label="开始前可签到" rules={minutesRules}>
            <InputNumber precision={0} suffix="分钟" style={{ width: 160 }} />
          </Form.Item>
          <Form.Item name="afterEnd" label="结束后仍可签到" rules={minutesRules}>
            <InputNumber precision={0} suffix="分钟" style={{ width: 160 }} />
          </Form.Item>
          {editable && (
            <Form.Item>
              <Button type="primary" htmlType="submit" loading={saving}>
                保存规则
              </Button>
            </Form.Item>
          )}
        </Space>
      </Form>
    </Card>
  );
}
