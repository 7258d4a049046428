import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type CrisisDeadlines,
  crisisContactRoutes,
  DEADLINE_HOURS_MAX,
  RISK_MESSAGES,
} from '@xinmiao/shared';
import { App, Button, Card, Form, InputNumber, Space, Typography } from 'antd';
import { useEffect } from 'react';
import { useAccess } from '../../../access/access-store.ts';
import { api } from '../../../api/client.ts';
import { useLevels } from '../../../components/levels/use-levels.ts';
import { useSaving } from '../../../components/use-saving.ts';

const HOURS_MESSAGE = `时限须为 1 到 ${DEADLINE_HOURS_MAX} 之间的整数（小时）`;
const hoursRules = [
  { required: true, message: '请输入时限' },
  { type: 'integer' as const, min: 1, max: DEADLINE_HOURS_MAX, message: HOURS_MESSAGE },
];

/**
 * 危机处置时限: hours for 研判 of a new case and for the first 约谈 after assignment, by level. New
 * cases, interview scheduling and the staff report text all quote the school's values.
 */
export function DeadlinesCard() {
  const [form] = Form.useForm<CrisisDeadlines>();
  const { message } = App.useApp();
  const { can } = useAccess();
  const client = useQueryClient();
  const levels = useLevels();
  const editable = can('crisis:hotline:edit');
  const deadlines = useQuery({
    queryKey: ['crisis-deadlines'],
    queryFn: () => api(crisisContactRoutes.deadlines, {}),
  });
  useEffect(() => {
    if (deadlines.data) form.setFieldsValue(deadlines.data);
  }, [deadlines.data, form]);
  const { saving, whileSaving } = useSaving();
  const save = (values: CrisisDeadlines) =>
    whileSaving(async () => {
      await api(crisisContactRoutes.saveDeadlines, { body: values });
      message.success(RISK_MESSAGES.saveOk);
      await client.invalidateQueries({ queryKey: ['crisis-deadlines'] });
    });
  const field = (group: keyof CrisisDeadlines, level: 0 | 1 | 2 | 3) => (
    <Form.Item
      key={`${group}-${level}`}
      name={[group, String(level)]}
      label={levels[level].label}
      rules={hoursRules}
    >
      <InputNumber precision={0} suffix="小时" style={{ width: 150 }} />
    </Form.Item>
  );

  return (
    <Card variant="borderless" title="危机处置时限" loading={deadlines.isLoading}>
      <Form form={form} layout="vertical" disabled={!editable} onFinish={save} style={{ maxWidth: 760 }}>
        <Typography.Paragraph type="secondary">
          新预警须在研判时限内完成评估；个案分派后须在约谈时限内约谈学生。个体报告给老师的建议引用这里的时限。
        </Typography.Paragraph>
        <Typography.Text strong>研判时限（按建议等级）</Typography.Text>
        <Space wrap>{([3, 2, 1] as const).map((level) => field('triage', level))}</Space>
        <Typography.Text strong>约谈时限（按确认等级，分派后）</Typography.Text>
        <Space wrap>{([3, 2, 1, 0] as const).map((level) => field('interview', level))}</Space>
        {editable && (
          <div>
            <Button type="primary" htmlType="submit" loading={saving}>
              保存时限
            </Button>
          </div>
        )}
      </Form>
    </Card>
  );
}
